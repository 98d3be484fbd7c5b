"""csv-without.py FILE COLUMN...: FILE's rows without the named columns
(the wall times, which differ between two runs of the same experiment), so
that two runs' CSVs can be compared with diff."""
import csv
import sys

rows = list(csv.reader(open(sys.argv[1], newline="")))
drop = {rows[0].index(c) for c in sys.argv[2:]}
w = csv.writer(sys.stdout, lineterminator="\n")
for row in rows:
    w.writerow([v for i, v in enumerate(row) if i not in drop])
