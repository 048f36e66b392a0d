export function findBrowser(): { path: string | undefined; source: string } | undefined;
export const HOW_TO_GET_A_BROWSER: string;
