// The API selector (API-01..05): a plain select; it makes no request itself.

import { useId } from 'react';
import { useApi } from './api';
import type { WidgetProps } from './registry';
import './ApiSelect.css';

export default function ApiSelect({ env }: WidgetProps) {
  const { options, key, setKey } = useApi(env.site.apiSelector);
  const id = useId();
  if (options.length === 0) return null;
  return (
    <div className="api-select">
      {/* Visible: a bare URL in a box does not say what it is for. */}
      <label htmlFor={id} className="api-select-label">
        {env.t.apiSelect}
      </label>
      <select id={id} value={key} onChange={(e) => setKey(e.target.value)}>
        {options.map((o) => (
          <option key={o.key} value={o.key}>
            {`${o.url} (${o.key})`}
          </option>
        ))}
      </select>
    </div>
  );
}
