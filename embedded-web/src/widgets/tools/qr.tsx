// The shared shape of a QR login (Aliyundrive, 115): get a code from the helper API, show it, and
// when the reader says it is scanned, ask whether the login finished and show the token.

import { useState } from 'react';
import { useRun } from './flow';
import type { Outcome, ToolError, TokenAnswer } from './http';
import { Alert, Button, ErrorBox, Row, TokenResult } from './ui';

export type QrCheck = { kind: 'token'; token: TokenAnswer } | { kind: 'pending'; message: string; expired: boolean } | { kind: 'failed'; error: ToolError };

export interface QrSpec<Q> {
  /** Get a new code; `null` when the form is not ready (it shows its own message). */
  fetch: () => Promise<Outcome<Q>> | null;
  image: (q: Q) => string;
  check: (q: Q) => Promise<QrCheck>;
  labels: { qr: string; qrAlt: string; qrHint: string; scanned: string; newQr: string };
  showAccess?: boolean;
}

export function QrLogin<Q>({ spec }: { spec: QrSpec<Q> }) {
  const qr = useRun<Q>();
  const [checking, setChecking] = useState(false);
  const [check, setCheck] = useState<QrCheck | null>(null);
  const getQr = () => {
    const task = spec.fetch();
    if (!task) return;
    setCheck(null);
    void qr.start(() => task);
  };
  const scanned = async (q: Q) => {
    setChecking(true);
    setCheck(await spec.check(q));
    setChecking(false);
  };
  const code = qr.run.status === 'done' ? qr.run.data : null;
  const again = check?.kind === 'pending' ? check.expired : check?.kind === 'failed';
  return (
    <div className="tool-qr">
      {!code && (
        <Row>
          <Button primary onClick={getQr} busy={qr.run.status === 'loading'}>
            {spec.labels.qr}
          </Button>
        </Row>
      )}
      {qr.run.status === 'failed' && <ErrorBox error={qr.run.error} viaApi onRetry={getQr} />}
      {code && check?.kind !== 'token' && (
        <>
          <img className="tool-qr-image" src={spec.image(code)} alt={spec.labels.qrAlt} width={300} height={300} referrerPolicy="no-referrer" />
          <Alert kind="info">
            <p>{spec.labels.qrHint}</p>
          </Alert>
          <Row>
            <Button primary onClick={() => void scanned(code)} busy={checking}>
              {spec.labels.scanned}
            </Button>
            {again && <Button onClick={getQr}>{spec.labels.newQr}</Button>}
          </Row>
        </>
      )}
      {check?.kind === 'pending' && <Alert kind="warning" title={check.message} />}
      {check?.kind === 'failed' && <ErrorBox error={check.error} viaApi />}
      {check?.kind === 'token' && <TokenResult refresh={check.token.refresh_token} access={spec.showAccess ? check.token.access_token : undefined} />}
    </div>
  );
}
