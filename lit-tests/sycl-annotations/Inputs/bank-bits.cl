// A decoration with three literals (BankBitsINTEL 1 2 3), as a {X:Y} string.
struct S {
  int bits __attribute__((annotate("{bank_bits:1,2,3}")));
};
kernel void bank_bits(global int *out) {
  struct S s;
  s.bits = 1;
  out[0] = s.bits;
}
