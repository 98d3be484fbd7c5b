; Seed 000's __spirv_AddMemberDecoration exactly as proposed: a decoration
; list as a metadata argument of an ordinary function.
define void @f(ptr %p) {
  %q = call ptr @__spirv_AddMemberDecoration(ptr %p, metadata !0)
  store i32 1, ptr %q
  ret void
}
declare ptr @__spirv_AddMemberDecoration(ptr, metadata)
!0 = !{!1}
!1 = !{i32 5827, i32 4}
