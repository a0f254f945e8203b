import type { TeamInvitationBody, TeamPage, TeamRole } from '@touchline/contracts';

interface Answer {
  status: number;
  body?: unknown;
}

export interface SeenCall {
  method: string;
  path: string;
  body: unknown;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i;
const LAST_OWNER =
  'The club keeps at least one Owner: invite another Owner before removing this one.';

/** The demo club's team as the seed makes it. */
export function aTeam(): TeamPage {
  return {
    people: [
      {
        user_id: 1,
        email: 'admin@demo.touchline.test',
        name: 'Niamh Gallagher',
        roles: [
          { grant_id: 1, role: 'Owner', granted_at: '2026-01-01T00:00:00.000Z' },
          { grant_id: 2, role: 'Admin', granted_at: '2026-01-01T00:00:00.000Z' },
        ],
      },
      {
        user_id: 5,
        email: 'editor@demo.touchline.test',
        name: 'Ciara Doyle',
        roles: [{ grant_id: 7, role: 'Editor', granted_at: '2026-01-01T00:00:00.000Z' }],
      },
    ],
    invitations: [],
  };
}

/**
 * The team calls over `fetch`, in memory, as the API answers them: an invitation lists the
 * email, a removal drops the role (never the last Owner: 409), a cancellation the invitation,
 * an accepted code grants once. `refuse(method path, answer)` makes the next such call fail.
 */
export function fakeTeamApi(team: TeamPage = aTeam()) {
  const calls: SeenCall[] = [];
  const refusals = new Map<string, Answer>();
  const codes = new Map<string, { role: TeamRole; used: boolean }>([
    ['good-code-0123456789', { role: 'Editor', used: false }],
  ]);
  let nextId = 100;

  const route = (method: string, path: string, body: unknown): Answer => {
    const refusal = refusals.get(`${method} ${path}`);
    if (refusal) {
      refusals.delete(`${method} ${path}`);
      return refusal;
    }
    if (method === 'GET' && path === '/v2/backoffice/team') return { status: 200, body: team };
    if (method === 'POST' && path === '/v2/backoffice/team/invitations') {
      const { email, role } = body as TeamInvitationBody;
      if (!EMAIL.test(email)) {
        return {
          status: 422,
          body: {
            message: 'Enter a valid email address.',
            errors: { email: ['Enter a valid email address.'] },
          },
        };
      }
      team.invitations = [
        {
          invitation_id: nextId++,
          email: email.toLowerCase(),
          role,
          invited_by: 'admin@demo.touchline.test',
          created_at: '2026-11-30T09:00:00.000Z',
          expires_at: '2026-12-07T09:00:00.000Z',
        },
        ...team.invitations,
      ];
      return { status: 201, body: team };
    }
    const invitation = /^\/v2\/backoffice\/team\/invitations\/(\d+)$/.exec(path);
    if (method === 'DELETE' && invitation) {
      const id = Number(invitation[1]);
      if (!team.invitations.some((open) => open.invitation_id === id)) {
        return { status: 404, body: { message: 'Invitation not found' } };
      }
      team.invitations = team.invitations.filter((open) => open.invitation_id !== id);
      return { status: 200, body: team };
    }
    const grant = /^\/v2\/backoffice\/team\/roles\/(\d+)$/.exec(path);
    if (method === 'DELETE' && grant) {
      const id = Number(grant[1]);
      const owners = team.people.flatMap((person) =>
        person.roles.filter((held) => held.role === 'Owner'),
      );
      if (owners.length === 1 && owners[0]!.grant_id === id) {
        return { status: 409, body: { message: LAST_OWNER } };
      }
      team.people = team.people
        .map((person) => ({
          ...person,
          roles: person.roles.filter((held) => held.grant_id !== id),
        }))
        .filter((person) => person.roles.length > 0);
      return { status: 200, body: team };
    }
    if (method === 'POST' && path === '/v2/team-invitations/accept') {
      const known = codes.get((body as { code: string }).code);
      if (!known || known.used) {
        return {
          status: 404,
          body: { message: 'This invitation has expired, was cancelled or has already been used.' },
        };
      }
      known.used = true;
      return {
        status: 200,
        body: {
          message: 'You have joined the team. Sign in with your email to set a password.',
          email: 'new.editor@example.com',
          role: known.role,
          club_name: 'Demo GAA',
          password_set: false,
        },
      };
    }
    return { status: 404, body: { message: 'Not found' } };
  };

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    calls.push({ method, path: url.pathname, body });
    const answer = route(method, url.pathname, body);
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      text: async () => text,
    } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;

  return {
    calls,
    team: () => team,
    refuse: (methodAndPath: string, answer: Answer) => refusals.set(methodAndPath, answer),
  };
}
