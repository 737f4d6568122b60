// /tool/onedrive/webdav: turn the address of a OneDrive for Business or SharePoint page into the
// WebDAV root URL for the WebDAV driver (sharepoint vendor). Runs entirely in the page.

import { useState } from 'react';
import type { WidgetProps } from '../../registry';
import { webdavUrl } from '../lib';
import { Alert, Button, Field, Form, Output, Row, Tool, useTool } from '../ui';

const EXAMPLES = ['https://contoso-my.sharepoint.com/personal/alex_contoso_com/_layouts/15/onedrive.aspx', 'https://contoso.sharepoint.com/sites/marketing'];

function Body() {
  const { t } = useTool();
  const [input, setInput] = useState('');
  const [result, setResult] = useState<ReturnType<typeof webdavUrl> | null>(null);
  return (
    <Form onSubmit={() => setResult(webdavUrl(input))}>
      <Field label={t.webdav.input} value={input} onChange={setInput} type="url" placeholder={EXAMPLES[0]} invalid={result?.ok === false} />
      <div className="tool-hint">
        <p>{t.webdav.examples}</p>
        <ul>
          {EXAMPLES.map((e) => (
            <li key={e}>
              <code>{e}</code>
            </li>
          ))}
        </ul>
      </div>
      <Row>
        <Button submit primary>
          {t.webdav.submit}
        </Button>
      </Row>
      {result?.ok === false && <Alert kind="error" title={t.webdav[result.reason]} />}
      {result?.ok && <Output label={t.webdav.output} value={result.url} />}
    </Form>
  );
}

export default function OnedriveWebdav({ env }: WidgetProps) {
  return (
    <Tool env={env}>
      <Body />
    </Tool>
  );
}
