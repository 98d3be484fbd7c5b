"""summary-count.py CSV: per order and consumer, the kept, lost and failed
rows of a pass-order CSV, as FileCheck lines in the corpus summary's columns: counted
from the CSV, to check the summary against."""
import collections
import csv
import sys

counts = collections.defaultdict(collections.Counter)
for row in csv.DictReader(open(sys.argv[1], newline="")):
    counts[(row["order"], row["consumer"])][row["status"]] += 1
for (order, consumer), c in counts.items():
    cell = "`" + order.replace("|", "\\|") + "`"
    print(f"CHECK-DAG: | {cell} | {consumer} | {{{{[0-9]+}}}} | {c['kept']} | {c['lost']} | {c['failed']} |")
