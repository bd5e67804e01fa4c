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

/** An absolute link to an SPA page; values are URL-encoded. */
export function link(publicUrl: string, page: string, query: Record<string, string>): string {
  return `${publicUrl}${page}?${new URLSearchParams(query).toString()}`;
}
