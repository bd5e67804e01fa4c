import { routeLink, type RouteName, type RouteParams } from '../contract/routes.js';

/** Plain-text messages, branded with the company (or the platform) they come from. */
export interface Composed {
  subject: string;
  text: string;
}

const PLATFORM = 'Cascade';

export function compose(brand: string | null, subject: string, paragraphs: string[]): Composed {
  const from = brand ?? PLATFORM;
  const footer = brand ? `${brand} · sent with ${PLATFORM}` : PLATFORM;
  return {
    subject: `[${from}] ${subject}`,
    text: `${paragraphs.join('\n\n')}\n\n-- \n${footer}\nIf you did not expect this message, you can ignore it.\n`,
  };
}

/** The pages a mail links to: those with no path parameters. */
type MailRoute = { [R in RouteName]: keyof RouteParams<R> extends never ? R : never }[RouteName];

/** An absolute link to an SPA page (contract/routes.ts) with its query; values are URL-encoded. */
export function link(publicUrl: string, page: MailRoute, query: Record<string, string>): string {
  return `${publicUrl}${routeLink(page, {} as RouteParams<typeof page>, query)}`;
}
