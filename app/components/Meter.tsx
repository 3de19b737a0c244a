/**
 * A labelled horizontal meter (`role="meter"`, ARIA 1.2): `value` between 0 and `max`, the
 * label read from the element `labelledBy` names, and `valueText` read instead of the raw
 * number ("6.2 out of 10"). Styled with Tailwind, since native `<meter>` cannot be.
 */
export function Meter({
  value,
  max,
  labelledBy,
  valueText,
  size = "md",
}: {
  value: number;
  max: number;
  labelledBy: string;
  valueText: string;
  size?: "md" | "lg";
}) {
  const clamped = Math.min(max, Math.max(0, value));
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div
      role="meter"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      aria-labelledby={labelledBy}
      className={`w-full overflow-hidden rounded-full bg-ink-100 ${size === "lg" ? "h-3" : "h-2"}`}
    >
      <div className="h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-700" style={{ width: `${percent}%` }} />
    </div>
  );
}
