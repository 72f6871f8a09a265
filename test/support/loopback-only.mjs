// Preloaded (node --import) into an entry point a test starts for real: every HTTP request to
// anything but 127.0.0.1 fails at once with a recognisable error, so `npm start` gets as far as
// logging in to Discord without any traffic leaving the machine. discord.js's REST client and
// the project's undici share the process-wide dispatcher, which this wraps.
import { Dispatcher, getGlobalDispatcher, setGlobalDispatcher } from 'undici';

export const REFUSED = 'loopback-only: no traffic beyond 127.0.0.1 in tests';

class LoopbackOnly extends Dispatcher {
  constructor(inner) {
    super();
    this.inner = inner;
  }
  dispatch(options, handler) {
    const origin = new URL(String(options.origin));
    if (origin.hostname === '127.0.0.1' || origin.hostname === 'localhost') return this.inner.dispatch(options, handler);
    const err = new Error(`${REFUSED} (${origin.host})`);
    // What a machine without a route beyond loopback answers.
    err.code = 'ENETUNREACH';
    queueMicrotask(() => {
      if (typeof handler.onResponseError === 'function') handler.onResponseError(null, err);
      else handler.onError(err);
    });
    return true;
  }
  close(...args) {
    return this.inner.close(...args);
  }
  destroy(...args) {
    return this.inner.destroy(...args);
  }
}

setGlobalDispatcher(new LoopbackOnly(getGlobalDispatcher()));
