// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { email } from '../plugins/email/index';
import { PorticoProvider, usePortico } from './index';

function Status() {
  const { ready, authenticated } = usePortico();
  return <p>{ready ? (authenticated ? 'in' : 'out') : 'loading'}</p>;
}

describe('server rendering', () => {
  it('renders the provider in Node without window, document or storage', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <PorticoProvider appId="demo-app-0000000000000001" apiUrl="http://127.0.0.1:8787" plugins={[email()]}>
        <Status />
      </PorticoProvider>,
    );
    expect(html).toBe('<p>loading</p>');
  });
});
