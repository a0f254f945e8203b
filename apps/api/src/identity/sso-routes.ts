import { ERRORS } from '../errors/catalogue';
import { fail } from '../errors/domain-error';
import { ErrorBody, escapeHtml, SsoLoginQuery } from '@touchline/contracts';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { ApiInstance } from '../http/api-instance';
import { PAGE_STYLE, pageSecurityPolicy } from '../mail/html';
import { checkEmailField, hasErrors } from './account-rules';
import { issueLinkCode } from './auth-codes';
import type { IdentityContext } from './identity-context';
import { createMember, findMemberOfUser } from './member-repository';
import { findGoverningBody } from './governing-body-repository';
import {
  findPendingSsoRequest,
  insertSsoRequest,
  markSsoRequestUsed,
  usersWithRoleIn,
} from './sso-repository';
import { secondsFromNow } from '../db/database-clock';
import { newSecret } from './tokens';
import { createUser, findUserByEmail } from './user-repository';

export const SSO_NOT_ENABLED = ERRORS.sso_not_enabled.message;
export const SSO_UNAVAILABLE = ERRORS.sso_unavailable.message;
export const RETURN_TO_REFUSED = ERRORS.return_to_refused.message;
export const SSO_CANCELLED = 'Single sign-on was cancelled';
/** Minutes a login may take at the identity provider. */
const SSO_REQUEST_TTL_SECONDS = 600;

const AuthorizeQuery = Type.Object({ state: Type.String({ maxLength: 100 }) });
const AuthorizeForm = Type.Object({
  state: Type.String({ maxLength: 100 }),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  action: Type.Optional(Type.Union([Type.Literal('sign-in'), Type.Literal('cancel')])),
});
type AuthorizeForm = Static<typeof AuthorizeForm>;

/**
 * Single sign-on for clubs whose SSO mode is not off. `GET /v2/sso/login` checks the club and
 * `return_to`, then hands over to the identity provider. The only provider built in is the
 * development one served by this API at `/dev/sso/authorize` (only while `devTools` is on): it
 * lets you pick a seeded user or type an email, then returns to `return_to` with `c=<code>`
 * (single use, 2 minutes), which the site exchanges at `POST /oauth/token`
 * (`grant_type=authorization_code`, `code`). A cancelled login returns with `error=<message>`.
 */
export async function ssoRoutes(app: ApiInstance, context: IdentityContext): Promise<void> {
  const { db, config } = context;

  function checkReturnTo(value: string): URL | null {
    try {
      const url = new URL(value);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
      if (url.username || url.password) return null;
      return context.isAllowedOrigin(url.origin) ? url : null;
    } catch {
      return null;
    }
  }

  app.get(
    '/v2/sso/login',
    {
      schema: {
        querystring: SsoLoginQuery,
        response: { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const { club: slug, return_to: returnTo } = request.query;
      const target = checkReturnTo(returnTo);
      if (!target) throw fail('return_to_refused');
      let accountId: number | null = null;
      let governingBodyId = request.query.governing_body_id ?? null;
      if (slug) {
        const club = await context.clubs.bySlug(slug);
        if (!club) throw fail('club_not_found');
        if (club.ssoMode === 'off') throw fail('sso_not_enabled');
        accountId = club.accountId;
        governingBodyId = club.governingBodyId ?? governingBodyId;
      } else if (governingBodyId === null) {
        throw fail('club_or_body_required');
      } else {
        const body = await findGoverningBody(db, governingBodyId);
        if (!body) throw fail('governing_body_not_found');
        if (body.sso_mode === 'off') throw fail('sso_not_enabled');
      }
      if (!config.devTools) throw fail('sso_unavailable');
      if (governingBodyId !== null) {
        const known = await findGoverningBody(db, governingBodyId);
        if (!known) governingBodyId = null;
      }
      const state = newSecret();
      await insertSsoRequest(db, {
        state,
        accountId,
        governingBodyId,
        returnTo: target.toString(),
        expiresAt: secondsFromNow(SSO_REQUEST_TTL_SECONDS),
      });
      return reply.redirect(`/dev/sso/authorize?state=${encodeURIComponent(state)}`, 302);
    },
  );

  if (!config.devTools) return;

  const findRequest = (state: string) => findPendingSsoRequest(db, state);

  function page(reply: FastifyReply, status: number, html: string, formTargets?: string[]) {
    return reply
      .code(status)
      .header('content-security-policy', pageSecurityPolicy(PAGE_STYLE, formTargets))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  app.get(
    '/dev/sso/authorize',
    { schema: { querystring: AuthorizeQuery } },
    async (request, reply) => {
      const pending = await findRequest(request.query.state);
      if (!pending) return page(reply, 400, renderExpired());
      const rows = await usersWithRoleIn(db, {
        accountId: pending.account_id,
        governingBodyId: pending.governing_body_id,
      });
      const origin = new URL(pending.return_to).origin;
      return page(
        reply,
        200,
        renderAuthorize({
          state: request.query.state,
          audience: pending.club_name ?? pending.body_name ?? 'Touchline',
          users: rows,
          error: null,
        }),
        ["'self'", origin],
      );
    },
  );

  app.post('/dev/sso/authorize', { schema: { body: AuthorizeForm } }, async (request, reply) => {
    const pending = await findRequest(request.body.state);
    if (!pending) return page(reply, 400, renderExpired());
    const target = new URL(pending.return_to);
    const finish = async () => {
      await markSsoRequestUsed(db, pending.id);
      return reply.redirect(target.toString(), 303);
    };
    if (request.body.action === 'cancel') {
      target.searchParams.set('error', SSO_CANCELLED);
      return finish();
    }
    const email = (request.body.email ?? '').trim().toLowerCase();
    const errors = checkEmailField(email);
    if (hasErrors(errors)) {
      return page(
        reply,
        422,
        renderAuthorize({
          state: request.body.state,
          audience: pending.club_name ?? pending.body_name ?? 'Touchline',
          users: [],
          error: errors['email']?.[0] ?? 'Email must be valid',
        }),
        ["'self'", target.origin],
      );
    }
    let user = await findUserByEmail(db, email);
    if (!user) {
      // The identity provider vouches for the address: a new sign-in without a password.
      const local = email.split('@')[0] ?? 'member';
      await createUser(db, {
        email,
        firstName: local.slice(0, 100),
        lastName: 'SSO',
        emailVerified: true,
        pwdSetAllowed: false,
        termsAccepted: true,
      });
      user = await findUserByEmail(db, email);
    }
    if (!user) return page(reply, 400, renderExpired());
    if (pending.account_id !== null && !(await findMemberOfUser(db, user.id, pending.account_id))) {
      await createMember(db, {
        accountId: pending.account_id,
        userId: user.id,
        email: user.email,
        firstName: user.first_name,
        lastName: user.last_name,
      });
    }
    target.searchParams.set('c', await issueLinkCode(db, user.id, 'sso_login'));
    return finish();
  });
}

function renderExpired(): string {
  return layout(
    'Sign-in expired',
    '<h1>Sign-in expired</h1><p>This single sign-on request is unknown, used or expired. Go back to the club site and start again.</p>',
  );
}

function renderAuthorize(view: {
  state: string;
  audience: string;
  users: ReadonlyArray<{ email: string; first_name: string; last_name: string; role: string }>;
  error: string | null;
}): string {
  const state = escapeHtml(view.state);
  const seen = new Set<string>();
  const choices = view.users
    .filter((user) => !seen.has(user.email) && seen.add(user.email))
    .map(
      (user) => `<li><form method="post" action="/dev/sso/authorize">
<input type="hidden" name="state" value="${state}"><input type="hidden" name="email" value="${escapeHtml(user.email)}">
<button type="submit" name="action" value="sign-in">Continue as ${escapeHtml(`${user.first_name} ${user.last_name}`)}</button>
<span class="muted">${escapeHtml(user.email)} (${escapeHtml(user.role)})</span>
</form></li>`,
    )
    .join('\n');
  const error = view.error
    ? `<p id="email-error" role="alert"><strong>${escapeHtml(view.error)}</strong></p>`
    : '';
  return layout(
    'Development sign-in',
    `<h1>Development identity provider</h1>
<p>Signing in to <strong>${escapeHtml(view.audience)}</strong>. This page stands in for the club's single sign-on provider in development: no password is asked.</p>
${choices ? `<h2>Seeded users</h2><ul class="plain">${choices}</ul>` : ''}
<h2>Another email</h2>
<form method="post" action="/dev/sso/authorize" class="card">
<input type="hidden" name="state" value="${state}">
${error}
<label for="email">Email</label>
<div class="row"><input id="email" name="email" type="email" required autocomplete="email"${view.error ? ' aria-invalid="true" aria-describedby="email-error"' : ''}>
<button type="submit" name="action" value="sign-in">Sign in</button></div>
</form>
<form method="post" action="/dev/sso/authorize">
<input type="hidden" name="state" value="${state}">
<button type="submit" name="action" value="cancel">Cancel and go back</button>
</form>`,
  );
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
