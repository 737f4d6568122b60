// The shared shape of a request page: the reader's own client ID and secret, the redirect URI to
// register, and a button that sends the browser to the provider's authorization page.

import { useState, type ReactNode } from 'react';
import { Button, Field, Form, Missing, Output, Row, useTool } from './ui';

/** Leave for the provider's authorization page (same tab: the provider sends the reader back here). */
export function go(url: string) {
  window.location.assign(url);
}

export function RedirectNote({ uri }: { uri: string }) {
  const { t } = useTool();
  return (
    <div>
      <Output label={t.redirectUri} value={uri} />
      <p className="tool-hint">{t.redirectHint}</p>
    </div>
  );
}

export interface Client {
  id: string;
  secret: string;
}

interface ClientFormProps {
  submitLabel: string;
  /** The authorization URL for the typed client; the form has checked the required fields. */
  authorize: (client: Client) => string;
  idLabel?: string;
  secretLabel?: string;
  /** Labels of further required fields that are still empty (checked on submit). */
  missingExtra?: () => string[];
  before?: ReactNode;
  after?: ReactNode;
  formLabel?: string;
}

export function ClientForm({ submitLabel, authorize, idLabel, secretLabel, missingExtra, before, after, formLabel }: ClientFormProps) {
  const { t } = useTool();
  const [id, setId] = useState('');
  const [secret, setSecret] = useState('');
  const [missing, setMissing] = useState<string[]>([]);
  const idName = idLabel ?? t.clientId;
  const secretName = secretLabel ?? t.clientSecret;
  const submit = () => {
    const client = { id: id.trim(), secret: secret.trim() };
    const gaps = [...(client.id ? [] : [idName]), ...(client.secret ? [] : [secretName]), ...(missingExtra?.() ?? [])];
    setMissing(gaps);
    if (gaps.length === 0) go(authorize(client));
  };
  return (
    <Form onSubmit={submit} label={formLabel}>
      {before}
      <Field label={idName} value={id} onChange={setId} invalid={missing.includes(idName)} />
      <Field label={secretName} value={secret} onChange={setSecret} type="password" invalid={missing.includes(secretName)} />
      {after}
      <Missing fields={missing} />
      <Row>
        <Button submit primary>
          {submitLabel}
        </Button>
      </Row>
    </Form>
  );
}
