// A segmented switch between the ways a tool can work (own client / desktop client): toggle buttons
// with `aria-pressed`, so the chosen one is both seen and announced.

export interface Mode<K extends string> {
  key: K;
  label: string;
}

export function Modes<K extends string>({ label, modes, value, onChange }: { label: string; modes: Mode<K>[]; value: K | null; onChange: (key: K) => void }) {
  return (
    <div className="tool-modes" role="group" aria-label={label}>
      {modes.map((m) => (
        <button key={m.key} type="button" className="tool-mode" aria-pressed={m.key === value} onClick={() => onChange(m.key)}>
          {m.label}
        </button>
      ))}
    </div>
  );
}
