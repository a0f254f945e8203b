import type {
  ClubBrandSettings,
  BackofficeSponsor,
  ClubChange,
  ClubLocation,
  ClubLook,
  ClubMenu,
  ClubMenuUpdateBody,
  FormQuestion,
  GeocodeMatch,
  RegistrationForm,
  RegistrationFormUpdateBody,
} from '@touchline/contracts';
import { lowContrastMessage, lowContrastPairs } from '@touchline/validators';
import { aSeededBrand, fakeBrandRoutes } from './fake-brand-routes';
import { aSeededSponsorList, fakeSponsorRoutes } from './fake-sponsor-routes';

interface Answer {
  status: number;
  body?: unknown;
}

export interface SeenCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

let nextQuestion = 1;
/** A question as the API stores it. */
export function aQuestion(
  label: string,
  overrides: Partial<FormQuestion['input']> = {},
): FormQuestion {
  const id = nextQuestion++;
  return {
    question_id: id,
    default_question_id: null,
    sequence: id,
    input: {
      label,
      type: 'text',
      required: false,
      validations: [],
      condition: [],
      display_as: { type: 'text', width: 12, hint: null, mask: null, show_label: true },
      metadata: {},
      ...overrides,
    },
  };
}

export const mandatory = (label: string) => ({
  validation_id: 900 + nextQuestion,
  type: 'Mandatory' as const,
  error: `Please enter ${label.toLowerCase()}`,
  metadata: {},
});

/** The adult member form: a name required by definition, an address required by a rule. */
export function anAdultForm(): RegistrationForm {
  return {
    registration_form_id: 11,
    form_type: 'member',
    name: 'Adult member',
    sections: [
      {
        section_id: 1,
        default_section_id: null,
        label: 'Member details',
        sequence: 1,
        questions: [
          aQuestion('First name', { required: true, validations: [mandatory('First name')] }),
          aQuestion('Address', { validations: [mandatory('Address')] }),
          aQuestion('Gender', {
            type: 'SingleChoice',
            display_as: { type: 'radio', width: 12, hint: null, mask: null, show_label: true },
            metadata: {
              options: [
                { label: 'Male', value: 'Male' },
                { label: 'Female', value: 'Female' },
              ],
            },
          }),
        ],
      },
    ],
  };
}

/**
 * The club settings calls over `fetch`, in memory: a save applies the edit (required rules,
 * deleted questions, page links with https:// added) as the API does, so pages are tested
 * against behaviour. `refuse(method path, answer)` makes the next such call fail.
 */
export function fakeClubSettingsApi(
  options: {
    forms?: RegistrationForm[];
    location?: ClubLocation;
    places?: Record<string, GeocodeMatch[]>;
    look?: ClubLook;
    menu?: ClubMenu;
    changes?: ClubChange[];
    brand?: ClubBrandSettings;
    sponsors?: BackofficeSponsor[];
  } = {},
) {
  let look: ClubLook = options.look ?? aSeededLook();
  let menu: ClubMenu = options.menu ?? aSeededMenu();
  const changes: ClubChange[] = options.changes ?? [];
  const audit = (area: ClubChange['area'], before: unknown = null, after: unknown = null) =>
    changes.unshift({
      id: changes.length + 1,
      area,
      changed_at: '2026-11-30T12:00:00.000Z',
      changed_by: 'Niamh Gallagher',
      before,
      after,
    });
  const sponsors = options.sponsors ?? aSeededSponsorList();
  const sponsorRoutes = fakeSponsorRoutes(sponsors, (before, after) =>
    audit('sponsors', before, after),
  );
  const brandRoutes = fakeBrandRoutes(options.brand ?? aSeededBrand(), (before, after) =>
    audit('brand', before, after),
  );
  const forms = options.forms ?? [anAdultForm()];
  let location: ClubLocation = options.location ?? {
    name: 'Glenarden Gaels GAA Club',
    address: { line1: 'Glenarden Road', city: 'Ballinasloe', county: 'Galway', country: 'Ireland' },
    latitude: 53.3312,
    longitude: -8.2241,
    display_address: true,
  };
  const calls: SeenCall[] = [];
  const refusals = new Map<string, Answer>();

  const applyEdit = (
    form: RegistrationForm,
    edit: RegistrationFormUpdateBody,
  ): RegistrationForm => ({
    ...form,
    sections: form.sections.map((section) => {
      const sectionEdit = edit.sections.find((s) => s.section_id === section.section_id)!;
      return {
        ...section,
        label: sectionEdit.label,
        questions: sectionEdit.questions.map((q) => {
          const question = section.questions.find((c) => c.question_id === q.question_id)!;
          const others = question.input.validations.filter((v) => v.type !== 'Mandatory');
          const link = q.external_url;
          return {
            ...question,
            input: {
              ...question.input,
              validations:
                q.required && !question.input.required
                  ? [mandatory(question.input.label), ...others]
                  : q.required
                    ? question.input.validations
                    : others,
              metadata: {
                ...question.input.metadata,
                external_url:
                  link === null ? null : /^https?:/.test(link) ? link : `https://${link}`,
              },
            },
          };
        }),
      };
    }),
  });

  const route = (method: string, path: string, query: URLSearchParams, body: unknown): Answer => {
    const refusal = refusals.get(`${method} ${path}`);
    if (refusal) {
      refusals.delete(`${method} ${path}`);
      return refusal;
    }
    const base = '/v2/backoffice/registration-forms';
    if (method === 'GET' && path === base) {
      return {
        status: 200,
        body: {
          data: forms.map((form) => ({
            registration_form_id: form.registration_form_id,
            name: form.name,
            form_type: form.form_type,
            plans: ['Adult membership 2027'],
            question_count: form.sections.reduce((n, s) => n + s.questions.length, 0),
          })),
        },
      };
    }
    const byId = /^\/v2\/backoffice\/registration-forms\/(\d+)$/.exec(path);
    if (byId) {
      const index = forms.findIndex((f) => f.registration_form_id === Number(byId[1]));
      if (index < 0) return { status: 404, body: { message: 'Registration form not found' } };
      if (method === 'GET') return { status: 200, body: forms[index] };
      if (method === 'PUT') {
        forms[index] = applyEdit(forms[index]!, body as RegistrationFormUpdateBody);
        return { status: 200, body: forms[index] };
      }
    }
    if (path === '/v2/backoffice/club/location') {
      if (method === 'PUT') {
        const { latitude, longitude, display_address } = body as ClubLocation;
        location = {
          ...location,
          latitude,
          longitude,
          display_address: display_address ?? location.display_address,
        };
      }
      return { status: 200, body: location };
    }
    if (path === '/v2/backoffice/club/look') {
      if (method === 'PUT') {
        // The API's contrast check, with the same function.
        const edit = body as ClubLook;
        const low = lowContrastPairs(edit.colors);
        if (low[0]) {
          return {
            status: 422,
            body: { message: lowContrastMessage(low[0]), code: 'low_contrast' },
          };
        }
        const before = look;
        look = edit;
        audit('look', before, look);
      }
      return { status: 200, body: look };
    }
    if (path === '/v2/backoffice/club/menu') {
      if (method === 'PUT') {
        const before = menu.data;
        menu = {
          data: (body as ClubMenuUpdateBody).data.map((item, index) => ({
            title: item.title,
            url: item.url,
            type: item.type,
            product_type: item.product_type ?? null,
            position: index + 1,
            pages: item.pages ?? [],
          })),
        };
        audit('menu', before, menu.data);
      }
      return { status: 200, body: menu };
    }
    const sponsorAnswer = sponsorRoutes(method, path, body);
    if (sponsorAnswer) return sponsorAnswer;
    const brandAnswer = brandRoutes.route(method, path, body);
    if (brandAnswer) return brandAnswer;
    if (method === 'GET' && path === '/v2/backoffice/club/changes') {
      return { status: 200, body: { data: changes } };
    }
    if (method === 'GET' && path === '/v2/backoffice/club/geocode') {
      const asked = (query.get('q') ?? '').trim().toLowerCase();
      return { status: 200, body: { data: options.places?.[asked] ?? [] } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const answer = route(method, url.pathname, url.searchParams, body);
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
    forms,
    location: () => location,
    look: () => look,
    menu: () => menu,
    brand: brandRoutes.current,
    sponsors: () => sponsors,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === `/v2${path}`),
    refuse: (methodAndPath: string, answer: Answer) => refusals.set(methodAndPath, answer),
  };
}

/** The demo club's look as seeded. */
export function aSeededLook(): ClubLook {
  return {
    name: 'Glenarden Gaels GAA Club',
    colors: {
      primary: '#0B5D3B',
      accent: '#F2B705',
      warning: '#B3261E',
      logo_background: '#FFFFFF',
    },
    features: {
      is_contact_enabled: true,
      checkout: true,
      guest_checkout: true,
      lotto: true,
      draw: true,
      shop: true,
      membership: true,
      comortais: false,
      comet: false,
      login_dialog: false,
      redirect_after_login: false,
      can_quick_pick: true,
    },
    default_language: 'en',
  };
}

/** A short menu: a page, a product and a section with two pages. */
export function aSeededMenu(): ClubMenu {
  return {
    data: [
      {
        title: 'About Us',
        url: 'about-us',
        type: 'Page',
        product_type: null,
        position: 1,
        pages: [],
      },
      {
        title: 'Club Lotto',
        url: 'club-lotto',
        type: 'Product',
        product_type: 'LotteryPage',
        position: 2,
        pages: [],
      },
      {
        title: 'Our Club',
        url: 'our-club',
        type: 'Section',
        product_type: null,
        position: 3,
        pages: [
          { title: 'Committee', url: 'committee' },
          { title: 'Club Grounds', url: 'club-grounds' },
        ],
      },
    ],
  };
}
