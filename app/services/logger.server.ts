/**
 * Structured server logging: one JSON line per event on stdout/stderr. The events and
 * error-reporting issue routes these to Honeycomb and Sentry; callers need not change.
 */
type Fields = Record<string, unknown>;

function serialise(fields: Fields): Fields {
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, v instanceof Error ? { name: v.name, message: v.message } : v]),
  );
}

function write(level: "info" | "warn" | "error", event: string, fields: Fields = {}) {
  if (process.env.NODE_ENV === "test" && level !== "error") return;
  const line = JSON.stringify({ level, event, time: new Date().toISOString(), ...serialise(fields) });
  (level === "error" ? process.stderr : process.stdout).write(line + "\n");
}

export const logger = {
  info: (event: string, fields?: Fields) => write("info", event, fields),
  warn: (event: string, fields?: Fields) => write("warn", event, fields),
  error: (event: string, fields?: Fields) => write("error", event, fields),
};
