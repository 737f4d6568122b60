// Front-matter problems the server found (ERR-01, ERR-02): development builds log each one with
// console.error; production builds stay quiet. The page itself renders with those fields empty.

export function logPageWarnings(warnings: readonly string[] | undefined, dev: boolean = import.meta.env.DEV): number {
  if (!dev || !warnings) return 0;
  for (const w of warnings) console.error(w);
  return warnings.length;
}
