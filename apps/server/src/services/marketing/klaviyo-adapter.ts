import { ApiKeySession, EventsApi, ProfilesApi, RetryWithExponentialBackoff } from 'klaviyo-api';

/** A profile as the shop mirrors it (storefront §7: e-mail, names, phone; properties language, country, source). */
export interface MirroredProfile {
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  language: string | null;
  country: string | null;
  source: string | null;
}

/** What the mirror job needs of a marketing platform. */
export interface MarketingPlatform {
  upsertProfile(profile: MirroredProfile): Promise<void>;
  subscribe(listId: string, email: string, source: string | null): Promise<void>;
  unsubscribe(listId: string, email: string): Promise<void>;
  track(event: { uniqueId: string; metric: string; email: string; time: Date; properties: Record<string, unknown> }): Promise<void>;
}

/**
 * Klaviyo through its official SDK (`klaviyo-api`). The SDK's own retries are
 * off: a failed call fails the job, and graphile-worker retries it with
 * backoff, so a slow Klaviyo never holds a worker in a sleep. `baseUrl`
 * points the SDK at a stand-in server in tests.
 */
export class KlaviyoAdapter implements MarketingPlatform {
  private readonly profiles: ProfilesApi;
  private readonly events: EventsApi;

  constructor(privateKey: string, baseUrl?: string) {
    const session = new ApiKeySession(privateKey, new RetryWithExponentialBackoff({ numRetries: 0 }));
    this.profiles = new ProfilesApi(session);
    this.events = new EventsApi(session);
    if (baseUrl) {
      this.profiles.basePath = baseUrl;
      this.events.basePath = baseUrl;
    }
  }

  async upsertProfile(profile: MirroredProfile): Promise<void> {
    await this.profiles.createOrUpdateProfile({
      data: {
        type: 'profile',
        attributes: {
          email: profile.email,
          firstName: profile.firstName,
          lastName: profile.lastName,
          // Klaviyo takes E.164 only and refuses the whole profile otherwise: send a phone only in that shape.
          phoneNumber: profile.phone && /^\+[1-9]\d{6,14}$/.test(profile.phone) ? profile.phone : null,
          ...(profile.country ? { location: { country: profile.country } } : {}),
          properties: { language: profile.language, country: profile.country, source: profile.source },
        },
      },
    });
  }

  async subscribe(listId: string, email: string, source: string | null): Promise<void> {
    await this.profiles.bulkSubscribeProfiles({
      data: {
        type: 'profile-subscription-bulk-create-job',
        attributes: {
          customSource: source,
          profiles: {
            data: [{ type: 'profile', attributes: { email, subscriptions: { email: { marketing: { consent: 'SUBSCRIBED' } } } } }],
          },
        },
        relationships: { list: { data: { type: 'list', id: listId } } },
      },
    });
  }

  async unsubscribe(listId: string, email: string): Promise<void> {
    await this.profiles.bulkUnsubscribeProfiles({
      data: {
        type: 'profile-subscription-bulk-delete-job',
        attributes: {
          profiles: {
            data: [{ type: 'profile', attributes: { email, subscriptions: { email: { marketing: { consent: 'UNSUBSCRIBED' } } } } }],
          },
        },
        relationships: { list: { data: { type: 'list', id: listId } } },
      },
    });
  }

  async track(event: { uniqueId: string; metric: string; email: string; time: Date; properties: Record<string, unknown> }): Promise<void> {
    await this.events.createEvent({
      data: {
        type: 'event',
        attributes: {
          properties: event.properties,
          time: event.time,
          // Klaviyo drops a second event with the same unique id: a retried job never counts twice.
          uniqueId: event.uniqueId,
          metric: { data: { type: 'metric', attributes: { name: event.metric } } },
          profile: { data: { type: 'profile', attributes: { email: event.email } } },
        },
      },
    });
  }
}
