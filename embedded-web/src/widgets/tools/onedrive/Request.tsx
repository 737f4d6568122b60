// /tool/onedrive/request: pick the Microsoft cloud, type your app's ID and secret, sign in.

import { useState } from 'react';
import type { WidgetProps } from '../../registry';
import { callbackUri, onedriveAuthorize, onedrivePortal, type OnedriveZone } from '../lib';
import { ClientForm, RedirectNote } from '../request';
import { LinkButton, Row, Select, Tool, useTool } from '../ui';

const ZONES: OnedriveZone[] = ['global', 'cn', 'de', 'us'];

function Body() {
  const { t } = useTool();
  const [zone, setZone] = useState<OnedriveZone>('global');
  const redirectUri = callbackUri(window.location.origin, 'onedrive');
  return (
    <ClientForm
      submitLabel={t.onedrive.submit}
      authorize={(c) => onedriveAuthorize({ zone, clientId: c.id, clientSecret: c.secret, redirectUri })}
      before={
        <>
          <Select label={t.zone} value={zone} onChange={setZone} options={ZONES.map((z) => [z, t.onedrive.zones[z]])} />
          <Row>
            <LinkButton href={onedrivePortal(zone)}>{t.createClient}</LinkButton>
          </Row>
        </>
      }
      after={<RedirectNote uri={redirectUri} />}
    />
  );
}

export default function OnedriveRequest({ env }: WidgetProps) {
  return (
    <Tool env={env}>
      <Body />
    </Tool>
  );
}
