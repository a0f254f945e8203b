import type { ArticleType } from '@touchline/contracts';

export interface SeedArticle {
  readonly slug: string;
  readonly type: ArticleType;
  readonly title: string;
  readonly summary: string;
  readonly content: string;
  /** Path under /static, or null for an article without a picture. */
  readonly image: string | null;
  /** Days before the seed date it was published. */
  readonly daysAgo: number;
  /**
   * A closing link to one programme of the club's membership page (`/products/membership?id=`),
   * found by the start of its title when the page is seeded; no link when there is none.
   */
  readonly programmeLink?: { readonly titleStartsWith: string; readonly text: string };
}

export interface SeedLottoFriend {
  readonly name: string;
  readonly email: string;
}

export interface SeedSponsor {
  readonly name: string;
  readonly link: string | null;
  readonly image: string | null;
  readonly featured: boolean;
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('\n');

const newsImage = (club: string, n: number) =>
  `/static/clubs/${club}/news/news-${String(n).padStart(2, '0')}.svg`;

/** The cookies and privacy policies every club site links to (cookie banner, sign-in). */
const legalPages = (club: string, contact: string): SeedArticle[] => [
  {
    slug: 'cookies-policy',
    type: 'Page',
    title: 'Cookies Policy',
    summary: `The cookies the ${club} website uses and how to change your choice.`,
    content:
      p(
        `The ${club} website keeps a few small files (cookies) in your browser. Some are needed for the site to work; analytics and marketing cookies are set only if you accept them in the cookie banner.`,
      ) +
      '<h2>Needed cookies</h2><ul><li>Your sign-in session.</li><li>Your shopping cart, kept for 30 days.</li><li>Your answer to the cookie banner, kept for 10 days.</li></ul>' +
      '<h2>Analytics and marketing cookies</h2>' +
      p(
        'They tell the club which pages are read and how visitors find the site. Choose ‘Refuse cookies’ and none are set; after 10 days the banner asks again, and you can delete the cookies in your browser at any time.',
      ),
    image: null,
    daysAgo: 400,
  },
  {
    slug: 'privacy-policy',
    type: 'Page',
    title: 'Privacy Policy',
    summary: `What personal data ${club} keeps, why, and your rights over it.`,
    content:
      p(
        `${club} is responsible for the personal data you give on this website and uses it only to run memberships, orders, the club lotto and its emails to you.`,
      ) +
      '<h2>What we keep</h2><ul><li>Your account: name, email, mobile number and an encrypted password.</li><li>The registration details of the members you sign up.</li><li>Your orders. Card details go straight to the payment provider and are never stored by the club.</li><li>Messages sent through the contact form.</li></ul>' +
      '<h2>Your rights</h2>' +
      p(
        `Under the General Data Protection Regulation you may ask for a copy of your data, have it corrected or deleted, or object to its use. ${contact} You may also complain to the Data Protection Commission.`,
      ),
    image: null,
    daysAgo: 400,
  },
];

export const DEMO_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'senior-footballers-reach-county-final',
    type: 'News',
    title: 'Senior footballers reach the county final',
    summary: 'A late point from Ciarán Duffy sealed a one-point semi-final win over St. Brigid’s.',
    content: p(
      'It took until the fourth minute of added time, but the Gaels are back in a county final for the first time since 2019. Ciarán Duffy’s point from a tight angle settled a tense semi-final at Páirc Uí Néill, 1-14 to 1-13.',
      'Manager Declan Walsh praised the character of the squad: “We were four down at half time and never panicked. The lads trusted each other.”',
      'Tickets for the final go on sale at the clubhouse on Thursday evening. Supporters’ buses leave the clubhouse at 12:30 on the day.',
    ),
    image: newsImage('demo', 1),
    daysAgo: 2,
  },
  {
    slug: 'membership-2027-now-open',
    type: 'News',
    title: 'Membership 2027 is now open',
    summary: 'Adult, juvenile and family memberships for the new season, with early-bird prices.',
    content: p(
      'Membership for 2027 is open online. Early-bird prices apply until the end of January, and families can spread the cost over monthly instalments.',
      '<strong>Every member is insured</strong> to train and play, and membership helps us keep the pitches, the floodlights and the bus on the road.',
      '<a href="/products/membership">Join or renew online</a>.',
    ),
    image: newsImage('demo', 2),
    daysAgo: 4,
  },
  {
    slug: 'club-lotto-jackpot-rises-to-8000',
    type: 'News',
    title: 'Club lotto jackpot rises to €8,000',
    summary:
      'No winner of the jackpot this week: four lucky-dip winners share the runner-up prizes.',
    content: p(
      'This week’s numbers were 4, 11, 19 and 27. There was no jackpot winner, so next week’s jackpot rises to €8,000.',
      'Congratulations to our four lucky-dip winners, who receive €50 each. Thank you to everyone who plays: the lotto funds our juvenile coaching programme.',
    ),
    image: newsImage('demo', 3),
    daysAgo: 7,
  },
  {
    slug: 'under-12-girls-win-blitz',
    type: 'News',
    title: 'Under-12 girls win the Féile blitz',
    summary: 'Five games, five wins and a trophy to bring home for our under-12 girls.',
    content: p(
      'Our under-12 girls were unbeaten at Saturday’s Féile blitz in Ballinteer, beating teams from three counties on the way to the cup.',
      'Well done to the players, the coaches and the parents who drove, fed and cheered all day.',
    ),
    image: newsImage('demo', 4),
    daysAgo: 10,
  },
  {
    slug: 'floodlights-project-complete',
    type: 'News',
    title: 'New floodlights switched on at the main pitch',
    summary: 'Two years of fundraising ends with LED floodlights on the main pitch.',
    content: p(
      'The new LED floodlights on the main pitch were switched on last Friday night, in front of a big crowd of members and neighbours.',
      'The lights use less than half the power of the old ones and mean our teams can train on the main pitch all winter.',
      'Thank you to everyone who bought a square in the field, sold a line or gave their time.',
    ),
    image: newsImage('demo', 5),
    daysAgo: 14,
  },
  {
    slug: 'camogie-league-title',
    type: 'News',
    title: 'Camogie seniors crowned league champions',
    summary: 'A commanding second half brings the Division 2 title to Glenarden.',
    content: p(
      'The camogie seniors won the Division 2 league final 2-11 to 0-9, with Aoife Brennan scoring 1-5.',
      'The team are promoted to Division 1 for next season.',
    ),
    image: newsImage('demo', 6),
    daysAgo: 18,
  },
  {
    slug: 'coaching-course-for-parents',
    type: 'News',
    title: 'Foundation coaching course for parents',
    summary: 'Help out with the nursery on Saturday mornings: a free course this month.',
    content: p(
      'We are running the Foundation coaching course at the clubhouse on two evenings this month. It is free for members and open to any parent who would like to help at the nursery.',
      'Places are limited to 24. Email the juvenile secretary to book a place.',
    ),
    image: newsImage('demo', 7),
    daysAgo: 23,
  },
  {
    slug: 'summer-draw-winners',
    type: 'News',
    title: 'Summer draw: the winners',
    summary: 'A car, a holiday and a year’s groceries: congratulations to our summer draw winners.',
    content: p(
      'The summer draw took place in the clubhouse on Sunday night in front of a full house.',
      'The first prize, a new car, went to ticket 2841. The full list of winners is on the noticeboard in the clubhouse.',
    ),
    image: newsImage('demo', 8),
    daysAgo: 30,
  },
  {
    slug: 'hurling-minors-through-to-semi-final',
    type: 'News',
    title: 'Hurling minors through to the semi-final',
    summary: 'A strong finish sees the minors past Naomh Fionnbarra.',
    content: p(
      'The minor hurlers overturned a five-point deficit to win their quarter-final 3-12 to 2-13.',
      'The semi-final is fixed for the weekend after next; check the fixtures page for the time.',
    ),
    image: newsImage('demo', 9),
    daysAgo: 37,
  },
  {
    slug: 'clubhouse-bar-opening-hours',
    type: 'News',
    title: 'New clubhouse opening hours',
    summary: 'The clubhouse now opens on Tuesday and Thursday evenings.',
    content: p(
      'From this month the clubhouse opens on Tuesday and Thursday evenings from 7 pm, and on match days.',
      'The gym stays open to members by key fob every day from 6 am to 10 pm.',
    ),
    image: newsImage('demo', 10),
    daysAgo: 45,
  },
  {
    slug: 'scor-na-nog-success',
    type: 'News',
    title: 'Scór na nÓg success for our set dancers',
    summary: 'Our set dancers take the county title and go on to the provincial final.',
    content: p(
      'Our under-17 set dancers won the county Scór na nÓg title in Naas, and go on to represent the county in the provincial final.',
      'Thanks to their teacher, Máire Ní Bhriain, for her time every Wednesday night.',
    ),
    image: newsImage('demo', 11),
    daysAgo: 52,
  },
  {
    slug: 'juvenile-registration-day',
    type: 'News',
    title: 'Juvenile registration day on Saturday',
    summary: 'Register your child in person, pick up the new kit and meet the coaches.',
    content: p(
      'Juvenile registration day runs from 10 am to 1 pm on Saturday at the clubhouse. Coaches from every age group will be there.',
      'You can also register online: every juvenile must be registered before they play a match.',
    ),
    image: newsImage('demo', 12),
    daysAgo: 60,
  },
  {
    slug: 'walking-track-fundraiser',
    type: 'News',
    title: 'Walking track fundraiser passes its target',
    summary: 'The community walking track around the back pitch will be built this spring.',
    content: p(
      'Thanks to the generosity of members and local businesses, the walking track fund has passed its €40,000 target.',
      'Work starts in the spring and the track will be open to the whole community, members or not.',
    ),
    image: newsImage('demo', 13),
    daysAgo: 70,
  },
  {
    slug: 'annual-general-meeting',
    type: 'News',
    title: 'Annual general meeting: date and motions',
    summary: 'The AGM takes place in the clubhouse on the first Friday of December.',
    content: p(
      'The annual general meeting will take place in the clubhouse on the first Friday of December at 8 pm.',
      'Motions must reach the club secretary by the end of November. Every adult member may vote.',
    ),
    image: newsImage('demo', 14),
    daysAgo: 80,
  },
  {
    slug: 'about-us',
    type: 'About Us',
    title: 'About Glenarden Gaels',
    summary:
      'Founded in 1954, Glenarden Gaels is a community club for Gaelic football, hurling, camogie and ladies’ football, with more than 600 members and 30 teams from nursery to masters.',
    content: p(
      'Glenarden Gaels GAA Club was founded in 1954 by a group of neighbours who wanted a team for the parish. Seventy years on we field more than 30 teams, from the Saturday-morning nursery to our masters footballers.',
      'The club is run entirely by volunteers. Coaches, mentors, committee members, the lotto team and the people who cut the grass and wash the jerseys keep it going.',
      'Everyone is welcome: players, parents, supporters and anyone who would like to help out. Come along to the clubhouse any Saturday morning and say hello.',
    ),
    image: newsImage('demo', 5),
    daysAgo: 400,
  },
  {
    slug: 'history',
    type: 'Page',
    title: 'Our history',
    summary: 'Seventy years of Glenarden Gaels, from a field behind the church to three pitches.',
    content: p(
      'The first Glenarden team played in a field behind the church, borrowed from a local farmer. The club bought its own grounds in 1972 and built the first clubhouse in 1981.',
      'The senior footballers won the county championship in 1988 and 2004; the camogie team won the intermediate title in 2015.',
    ),
    image: null,
    daysAgo: 400,
  },
  {
    slug: 'committee',
    type: 'Page',
    title: 'Committee',
    summary: 'The officers elected at the last annual general meeting.',
    content:
      '<ul><li>Chairperson: Siobhán Kearney</li><li>Secretary: Pádraig Moran</li><li>Treasurer: Gráinne Lynch</li><li>Juvenile secretary: Tomás Reilly</li><li>Children’s officer: Niamh Cullen</li></ul>',
    image: null,
    daysAgo: 300,
  },
  {
    slug: 'club-grounds',
    type: 'Page',
    title: 'Club grounds',
    summary: 'Three pitches, a clubhouse, a gym and a hurling wall on Church Road.',
    content: p(
      'Our grounds on Church Road have three full-size pitches (the main pitch floodlit), a clubhouse with four dressing rooms, a gym and a hurling wall.',
      'Parking is available beside the clubhouse. Please do not park on the road on match days.',
    ),
    image: null,
    daysAgo: 300,
  },
  {
    slug: 'juvenile-academy',
    type: 'Page',
    title: 'Juvenile academy',
    summary: 'Gaelic games for boys and girls from 4 to 17.',
    content: p(
      'The nursery for children aged 4 to 7 runs every Saturday from 10 am. From under-8 upwards, teams train twice a week and play in the county leagues.',
      'All our coaches are Garda vetted and have completed the safeguarding course.',
    ),
    image: null,
    daysAgo: 300,
  },
  ...legalPages(
    'Glenarden Gaels GAA Club',
    'Write to the club secretary through the Contact page.',
  ),
];

export const QUIET_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'regatta-results',
    type: 'News',
    title: 'Regatta results',
    summary: 'Two wins and a second place at the harbour regatta.',
    content: p('Our junior four won their race by two lengths, and the masters eight won theirs.'),
    image: newsImage('quiet', 1),
    daysAgo: 5,
  },
  {
    slug: 'boathouse-open-day',
    type: 'News',
    title: 'Boathouse open day',
    summary: 'Try rowing on the harbour on Sunday morning.',
    content: p('Come down to the boathouse on Sunday from 10 am. No experience needed.'),
    image: newsImage('quiet', 2),
    daysAgo: 20,
  },
  {
    slug: 'about-us',
    type: 'About Us',
    title: 'About Quilty Harbour Rowing Club',
    summary: 'A small rowing club on Quilty harbour, open to rowers of every age.',
    content: p('Quilty Harbour Rowing Club has rowed on the harbour since 1987.'),
    image: null,
    daysAgo: 400,
  },
  ...legalPages('Quilty Harbour Rowing Club', 'Ask at the boathouse or write to the club.'),
];

/** The lakeside club (optional single sign-on): its Juniors page links to one programme. */
export const LAKESIDE_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'season-registration-open',
    type: 'News',
    title: 'Registration for the new season is open',
    summary: 'Playing, social and team memberships, and the junior section, online.',
    content: p(
      'Registration for the new season is open online. Teams can register together with the Team Bundle, and the goalkeeping clinic has one place left.',
      '<a href="/products/membership">Register online</a>.',
    ),
    image: null,
    daysAgo: 3,
  },
  {
    slug: 'about-us',
    type: 'About Us',
    title: 'About Lakeside Hockey Club',
    summary: 'Men’s, women’s, masters and junior hockey on the shore of Lough Ree.',
    content: p(
      'Lakeside Hockey Club has played on the shore of Lough Ree since 1972: six adult teams, a masters side and a junior section of 120 players.',
    ),
    image: null,
    daysAgo: 400,
  },
  {
    slug: 'juniors',
    type: 'Page',
    title: 'Junior hockey',
    summary: 'Hockey for boys and girls from 6 to 16, every Saturday morning.',
    content: p(
      'Our junior section trains every Saturday morning from 10 am at the lakeside pitches, with blitzes through the season and the provincial leagues from under-12.',
    ),
    programmeLink: {
      titleStartsWith: 'Junior Hockey ',
      text: 'See the junior plans and register',
    },
    image: null,
    daysAgo: 300,
  },
  {
    // The adult form's code of conduct links here (catalogue-seed-forms.ts, HOCKEY_GAME).
    slug: 'code-of-conduct',
    type: 'Page',
    title: 'Code of conduct',
    summary: 'What the club asks of every player, coach, umpire, parent and supporter.',
    content: p(
      'Every member of Lakeside Hockey Club plays fair, respects umpires, opponents and team-mates, and leaves the pitch as they found it.',
      'Coaches and parents put the young player’s enjoyment and safety first. Abuse of an umpire, an opponent or a supporter, on the pitch or online, is a matter for the club committee.',
      'Members who have a concern write to the club secretary or speak to the club’s children’s officer in confidence.',
    ),
    image: null,
    daysAgo: 400,
  },
  ...legalPages('Lakeside Hockey Club', 'Write to the club secretary at the clubhouse.'),
];

export const DEMO_SPONSORS: readonly SeedSponsor[] = [
  {
    name: 'Glenarden Motors',
    link: 'https://example.com/glenarden-motors',
    image: '/static/clubs/demo/sponsors/sponsor-1.svg',
    featured: true,
  },
  {
    name: 'Byrne Family Butchers',
    link: 'https://example.com/byrne-butchers',
    image: '/static/clubs/demo/sponsors/sponsor-2.svg',
    featured: false,
  },
  {
    name: 'Harbour View Hotel',
    link: 'https://example.com/harbour-view-hotel',
    image: '/static/clubs/demo/sponsors/sponsor-3.svg',
    featured: false,
  },
  { name: 'Doyle’s Pharmacy', link: null, image: null, featured: false },
  {
    name: 'Kelly & Sons Builders',
    link: 'https://example.com/kelly-builders',
    image: '/static/clubs/demo/sponsors/sponsor-4.svg',
    featured: false,
  },
  {
    name: 'The Gaels Pharmacy',
    link: 'https://example.com/gaels-pharmacy',
    image: '/static/clubs/demo/sponsors/sponsor-5.svg',
    featured: false,
  },
  { name: 'Murphy’s Bar', link: 'https://example.com/murphys-bar', image: null, featured: false },
];

/** People demo lotto players nominated for lotto emails (unsubscribe links name them by id). */
export const DEMO_LOTTO_FRIENDS: readonly SeedLottoFriend[] = [
  { name: 'Máire Ní Bhriain', email: 'maire.nibhriain@example.ie' },
  { name: 'Seán Ó Ceallaigh', email: 'sean.oceallaigh@example.ie' },
  { name: 'Pat Doherty', email: 'pat.doherty@example.com' },
];

/**
 * The demo club's own addition to the platform's accessibility statement (no editor yet: a club
 * has one when it is seeded or written into its record).
 */
export const DEMO_ACCESSIBILITY_ADDITION = `<h3>At the club grounds</h3>
<p>Páirc na nGael has level access from the car park to the stand and the clubhouse, an accessible toilet in the clubhouse and two parking spaces kept for blue badge holders beside the gate.</p>
<p>If you would like help on a match day, ask at the clubhouse or tell us beforehand through the form below.</p>`;
