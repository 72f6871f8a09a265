import type { IncomingMessage, ServerResponse } from 'node:http';
import { readerFor } from '../i18n/reader.js';
import type { Language } from '../i18n/locales.js';
import { SECURITY } from './app.js';
import { visitorLanguage } from './language.js';
import { messagePage } from './page.js';
import { SHED_HOLD_MS, SHED_RETRY_AFTER_S } from './shed.js';

type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * The web listener with load shedding in front: a shed view is answered before the app sees it
 * (no routing, rate-limit bucket, cache lookup or render), with the "busy, try again" page made
 * once per language, 503, Retry-After and no-store, after a hold of `holdMs` (shed.ts says why).
 * Only web paths reach this listener, so /interactions and the health and metrics endpoints are
 * never shed.
 */
export function withShedding(listener: Listener, shedder: { shed(): boolean }, holdMs: number = SHED_HOLD_MS): Listener {
  const pages = new Map<Language, Promise<Buffer>>();
  const pageIn = (language: Language): Promise<Buffer> => {
    let page = pages.get(language);
    if (!page) {
      const s = readerFor(language);
      page = Promise.resolve(messagePage(s, s.t('web.busy'))).then((html) => Buffer.from(String(html)));
      pages.set(language, page);
    }
    return page;
  };
  // Not async itself: a view that is served costs one call more than without shedding, no promise.
  return (req, res) => (shedder.shed() ? shed(req, res) : listener(req, res));

  async function shed(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await pageIn(visitorLanguage(req.headers['accept-language'], null));
    if (holdMs > 0) await new Promise((resolve) => setTimeout(resolve, holdMs));
    if (res.destroyed || res.headersSent) return;
    res.writeHead(503, {
      ...SECURITY,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      vary: 'Accept-Language',
      'retry-after': String(SHED_RETRY_AFTER_S),
      'content-length': String(body.byteLength),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}
