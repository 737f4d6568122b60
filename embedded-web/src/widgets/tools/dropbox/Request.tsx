// /tool/dropbox/request: type your Dropbox app's key and secret and sign in; Dropbox sends you back
// to this site's callback page.

import type { WidgetProps } from '../../registry';
import { callbackUri, DROPBOX_APPS, dropboxAuthorize } from '../lib';
import { ClientForm, RedirectNote } from '../request';
import { LinkButton, Row, Tool, useTool } from '../ui';

function Body() {
  const { t } = useTool();
  const redirectUri = callbackUri(window.location.origin, 'dropbox');
  return (
    <ClientForm
      idLabel={t.dropbox.appKey}
      secretLabel={t.dropbox.appSecret}
      submitLabel={t.dropbox.submit}
      authorize={(c) => dropboxAuthorize({ clientId: c.id, clientSecret: c.secret, redirectUri })}
      before={
        <Row>
          <LinkButton href={DROPBOX_APPS}>{t.dropbox.createApp}</LinkButton>
        </Row>
      }
      after={<RedirectNote uri={redirectUri} />}
    />
  );
}

export default function DropboxRequest({ env }: WidgetProps) {
  return (
    <Tool env={env}>
      <Body />
    </Tool>
  );
}
