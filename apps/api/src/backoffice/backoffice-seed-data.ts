import type {
  DistributionAudience,
  DistributionFrequency,
  EmailStatus,
} from '@touchline/contracts';

export interface SeedTemplate {
  readonly name: string;
  readonly description: string;
  readonly subject: string;
  readonly content: string;
}

export interface SeedList {
  readonly name: string;
  readonly description: string | null;
  /** The template's name. */
  readonly template: string;
  readonly audience: DistributionAudience;
  readonly frequency: DistributionFrequency;
  readonly emailStatus: EmailStatus;
}

export interface SeedContactMessage {
  readonly sender: string;
  readonly senderEmail: string;
  readonly senderPhone: string | null;
  readonly subject: string;
  readonly content: string;
  /** How long before the seed ran it arrived. */
  readonly hoursAgo: number;
  readonly read: boolean;
}

export interface SeedBackoffice {
  readonly templates: readonly SeedTemplate[];
  readonly lists: readonly SeedList[];
  /** Messages in the club's contact inbox. */
  readonly contactMessages?: readonly SeedContactMessage[];
}

/** Email templates and distribution lists of the seed clubs, by slug. */
export const SEED_BACKOFFICE: Readonly<Record<string, SeedBackoffice>> = {
  demo: {
    templates: [
      {
        name: 'Membership renewal reminder',
        description: 'Sent before a membership runs out, with a link to renew.',
        subject: 'Time to renew your {{club_name}} membership',
        content:
          '<p>Hi {{first_name}},</p><p>Your membership of {{club_name}} ends on {{end_date}}. Renew today to keep playing and training with us.</p><p><a href="{{renew_link}}">Renew my membership</a></p><p>Thank you for being part of the club.</p>',
      },
      {
        name: 'Payment reminder',
        description: 'Asks a member to settle an outstanding payment.',
        subject: 'A payment to {{club_name}} is outstanding',
        content:
          '<p>Hi {{first_name}},</p><p>Our records show {{amount}} outstanding for {{item}}. If you have paid already, please let us know with the link below.</p><p><a href="{{payment_ack_link}}">I have paid</a> · <a href="{{pay_link}}">Pay now</a></p>',
      },
      {
        name: 'Lotto results',
        description: 'The weekly club lotto draw results.',
        subject: '{{club_name}} lotto results for {{draw_date}}',
        content:
          '<p>Hi {{first_name}},</p><p>This week\'s numbers were {{numbers}}. The jackpot next week is {{jackpot}}.</p><p><a href="{{play_link}}">Play again</a></p>',
      },
      {
        name: 'Club newsletter',
        description: 'News from the club, edited before each send.',
        subject: 'News from {{club_name}}',
        content: '<p>Hi {{first_name}},</p><p>{{news}}</p><p>See you at the club!</p>',
      },
    ],
    lists: [
      {
        name: 'Membership renewals 2027',
        description: 'Reminds every adult member a month before their membership ends.',
        template: 'Membership renewal reminder',
        audience: 'all_members',
        frequency: 'monthly',
        emailStatus: 'active',
      },
      {
        name: 'Outstanding payments',
        description: 'Weekly reminder of unpaid instalments; members can acknowledge a payment.',
        template: 'Payment reminder',
        audience: 'all_members',
        frequency: 'weekly',
        emailStatus: 'active',
      },
      {
        name: 'Weekly lotto results',
        description: null,
        template: 'Lotto results',
        audience: 'updates_subscribers',
        frequency: 'weekly',
        emailStatus: 'active',
      },
      {
        name: 'Summer camp 2026',
        description: 'Announcement of the juvenile summer camp (sent).',
        template: 'Club newsletter',
        audience: 'updates_subscribers',
        frequency: 'once',
        emailStatus: 'inactive',
      },
    ],
    contactMessages: [
      {
        sender: 'Aoife Byrne',
        senderEmail: 'aoife.byrne@example.com',
        senderPhone: '087 123 4567',
        subject: 'Under-10s training times',
        content:
          'Hello, my son would like to join the under-10s. Could you tell me when they train and who to contact?',
        hoursAgo: 3,
        read: false,
      },
      {
        sender: 'Ciarán Walsh',
        senderEmail: 'ciaran.walsh@example.com',
        senderPhone: null,
        subject: 'Pitch hire for a charity match',
        content:
          'We are organising a charity match on a Saturday in spring. Is the main pitch available to hire, and what would it cost?',
        hoursAgo: 30,
        read: false,
      },
      {
        sender: 'Niamh Kelly',
        senderEmail: 'niamh.kelly@example.com',
        senderPhone: null,
        subject: 'Lost jacket',
        content:
          'I left a navy club jacket in the dressing room after Sunday’s match. Has anyone found it?',
        hoursAgo: 72,
        read: true,
      },
    ],
  },
  quiet: {
    templates: [
      {
        name: 'Regatta entries',
        description: 'Opens the entries for a regatta.',
        subject: 'Entries are open for {{regatta}}',
        content:
          '<p>Hi {{first_name}},</p><p>Entries for {{regatta}} close on {{closing_date}}.</p>',
      },
    ],
    lists: [
      {
        name: 'Regatta season',
        description: null,
        template: 'Regatta entries',
        audience: 'all_members',
        frequency: 'monthly',
        emailStatus: 'active',
      },
    ],
  },
};
