/** The paths the web leaderboard answers; the interactions server hands these to it. */
export const WEB_PATHS = ['/boards/', '/web/'] as const;

export const isWebPath = (url: string | undefined): boolean => WEB_PATHS.some((p) => (url ?? '').startsWith(p));
