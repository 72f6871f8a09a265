// A replica whose machine clock is off: preloaded (`node --import`) into one chaos replica only,
// it moves the process's wall clock (Date.now and new Date()) by CHAOS_CLOCK_SKEW_MS. `npm
// start` has no clock setting (the bot's `now` option is for tests that build it in process),
// and a skewed host skews everything in the process alike: the journal's times, the job engine,
// pino's timestamps. The monotonic clock (performance.now, timers) is untouched, as on a real
// host. Plain JavaScript: it runs before any loader.
const skew = Number(process.env.CHAOS_CLOCK_SKEW_MS ?? 0);

if (Number.isFinite(skew) && skew !== 0) {
  const RealDate = Date;
  class SkewedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + skew);
      else super(...args);
    }
    static now() {
      return RealDate.now() + skew;
    }
  }
  globalThis.Date = SkewedDate;
}
