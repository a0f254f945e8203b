import type { BackofficeSponsor, SponsorBody, SponsorOrderBody } from '@touchline/contracts';
import { sponsorErrors } from '@touchline/validators';
import { API } from './fake-emails-api';

interface Answer {
  status: number;
  body?: unknown;
}

/** The demo club's sponsors as seeded, in the club's order; one has no logo. */
export function aSeededSponsorList(): BackofficeSponsor[] {
  const logo = (n: number) => ({
    filepath: `${API}/static/clubs/demo/sponsors/sponsor-${n}.svg`,
    filename: `sponsor-${n}.svg`,
  });
  return [
    {
      id: 1,
      name: 'Glenarden Motors',
      link: 'https://example.com/glenarden-motors',
      image: logo(1),
      featured: true,
      position: 1,
    },
    {
      id: 2,
      name: 'Byrne Family Butchers',
      link: 'https://example.com/byrne-butchers',
      image: logo(2),
      featured: false,
      position: 2,
    },
    { id: 3, name: 'Harbour View Hotel', link: null, image: logo(3), featured: false, position: 3 },
    { id: 4, name: 'Doyle’s Pharmacy', link: null, image: null, featured: false, position: 4 },
    {
      id: 5,
      name: 'Kelly & Sons Builders',
      link: 'https://example.com/kelly-builders',
      image: logo(4),
      featured: false,
      position: 5,
    },
  ];
}

/**
 * The sponsors calls and the image upload, in memory, as the API answers them: the rules of the
 * name and link with their field errors, positions numbered 1, 2, 3..., and each write audited.
 * Answers undefined for any other call.
 */
export function fakeSponsorRoutes(
  sponsors: BackofficeSponsor[],
  audit: (before: unknown, after: unknown) => void,
) {
  let nextId = Math.max(0, ...sponsors.map((sponsor) => sponsor.id)) + 1;
  let nextImage = 1;
  const list = () => ({ data: sponsors });
  const renumber = () => sponsors.forEach((sponsor, index) => (sponsor.position = index + 1));
  const write = (change: () => Answer): Answer => {
    const before = JSON.parse(JSON.stringify(sponsors)) as unknown;
    const answer = change();
    if (answer.status < 300) audit(before, JSON.parse(JSON.stringify(sponsors)) as unknown);
    return answer;
  };
  const refusal = (body: SponsorBody): Answer | undefined => {
    const found = sponsorErrors({ name: body.name, link: body.link ?? null });
    const errors = Object.fromEntries(
      Object.entries(found).map(([field, message]) => [`body.${field}`, [message]]),
    );
    if (Object.keys(errors).length === 0) return undefined;
    return {
      status: 422,
      body: {
        message: 'Please check the sponsor’s name, link and logo.',
        code: 'sponsor_invalid',
        errors,
      },
    };
  };
  const fields = (body: SponsorBody) => ({
    name: body.name.trim(),
    link: body.link?.trim() || null,
    image: body.image ?? null,
    featured: body.featured ?? false,
  });

  return (method: string, path: string, body: unknown): Answer | undefined => {
    if (method === 'POST' && path === '/v2/backoffice/images') {
      const n = nextImage++;
      return {
        status: 201,
        body: { file_path: `${API}/v2/images/uploaded-logo-${n}.png`, width: 200, height: 100 },
      };
    }
    const base = '/v2/backoffice/club/sponsors';
    if (path === base && method === 'GET') return { status: 200, body: list() };
    if (path === base && method === 'POST') {
      const input = body as SponsorBody;
      return (
        refusal(input) ??
        write(() => {
          const added = { id: nextId++, ...fields(input), position: sponsors.length + 1 };
          sponsors.push(added);
          return { status: 201, body: added };
        })
      );
    }
    if (path === `${base}/order` && method === 'PUT') {
      const { ids } = body as SponsorOrderBody;
      return write(() => {
        const sorted = ids.map((id) => sponsors.find((sponsor) => sponsor.id === id)!);
        sponsors.splice(0, sponsors.length, ...sorted);
        renumber();
        return { status: 200, body: list() };
      });
    }
    const byId = new RegExp(`^${base}/(\\d+)$`).exec(path);
    if (!byId) return undefined;
    const index = sponsors.findIndex((sponsor) => sponsor.id === Number(byId[1]));
    if (index < 0) return { status: 404, body: { message: 'Sponsor not found' } };
    if (method === 'PUT') {
      const input = body as SponsorBody;
      return (
        refusal(input) ??
        write(() => {
          sponsors[index] = { ...sponsors[index]!, ...fields(input) };
          return { status: 200, body: sponsors[index] };
        })
      );
    }
    if (method === 'DELETE') {
      return write(() => {
        sponsors.splice(index, 1);
        renumber();
        return { status: 200, body: list() };
      });
    }
    return undefined;
  };
}
