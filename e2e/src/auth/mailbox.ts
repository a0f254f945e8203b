import { API } from '../support/club';

interface Mail {
  kind: string;
  to: string;
  data: { code?: string; link?: string };
}

/** The newest mail of a kind to an address, from the API's development mailbox. */
export async function latestMail(to: string, kind: string): Promise<Mail> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${API}/dev/mailbox.json?to=${encodeURIComponent(to)}&limit=10`);
    const { items } = (await response.json()) as { items: Mail[] };
    const mail = items.find((item) => item.kind === kind);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No ${kind} mail to ${to}`);
}

/** A fresh address for each run, so journeys never meet an account from an earlier one. */
export const freshEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.ie`;
