/**
 * Every GraphQL document this site sends to the platform, by operation name.
 * `platformRequest` only sends documents from here, and `documents.test.ts` validates each
 * against the sandbox SDL (`sandbox/platform/schema.graphql`), so a query the platform
 * would reject fails in the tests.
 */
const ASSET = /* GraphQL */ `
  fragment AssetFields on Asset { url width height }
`;

const AUTHOR_SUMMARY = /* GraphQL */ `
  fragment AuthorSummary on Author { id name slug headline avatar { ...AssetFields } portrait { ...AssetFields } }
`;

const QUEST_CARD = /* GraphQL */ `
  fragment QuestCard on Quest {
    id name description duration url type language slug status membership averageRating enrollmentsCount productId owned
    coverAsset { ...AssetFields }
    authors { ...AuthorSummary }
    categories { id name }
    outcomes { id name }
    settings { comingSoon salesUrl selfPaced language }
    nextRelease { id courseStartedAt daysToStart perpetual }
    userProgress { completed enrolledAt }
    webinars { attendeeCount }
  }
`;

const PROGRAM_CARD = /* GraphQL */ `
  fragment ProgramCard on Program {
    id name allAccess duration description enrollmentsCount languages averageRating
    brands { id name }
    categories { id name }
    authors { ...AuthorSummary }
    quests { id name }
    coverAsset { ...AssetFields }
  }
`;

const AUTHOR_PROFILE = /* GraphQL */ `
  fragment AuthorProfile on Author {
    id name slug status description featured headline quote bioTitle credentialCopy galleryCopy
    metadata { title description }
    credentialImages { ...AssetFields }
    galleryImages { ...AssetFields }
    banner { ...AssetFields }
    portrait { ...AssetFields }
    avatar { ...AssetFields }
  }
`;

const MEDITATION_CARD = /* GraphQL */ `
  fragment MeditationCard on MeditationResource {
    id title description language duration
    outcomes { id name }
    coverAsset { ...AssetFields }
    author { id name slug }
  }
`;

const quests = (query: string) => query + QUEST_CARD + AUTHOR_SUMMARY + ASSET;

/**
 * What every v2 mutation answers (docs/product/affiliates.md), read by `platformMutation` (`mutation.server.ts`).
 * A mutation document is named like its root field, capitalised (`registerAttendee` →
 * `RegisterAttendee`), takes one `$input` and selects `...MutationPayloadFields`.
 */
const MUTATION_PAYLOAD = /* GraphQL */ `
  fragment MutationPayloadFields on MutationPayload { successful messages { field message code } result { uuid } }
`;

export const platformDocuments = {
  /** fetchUserProfile and the user-level query, in one request (member). */
  MemberProfile: /* GraphQL */ `
    query MemberProfile {
      currentUser {
        id firstName lastName phone email gender dateOfBirth avatarUrl country lang
        currentCity { name }
        outcomes { id name }
        growthAreaRatings { growthArea { id name category } score }
        scores { assessment }
      }
      userLevel { level name }
    }
  `,
  /** fetchQuestsByCategory(categoryId, languages, membership): published, highest rating first. */
  QuestsByCategory: quests(/* GraphQL */ `
    query QuestsByCategory($categoryId: ID!, $languages: [String!], $membership: Boolean, $first: Int) {
      quests(filter: { categoryId: $categoryId, languages: $languages, membership: $membership, status: published }, sort: RATING_DESC, first: $first) { ...QuestCard }
    }
  `),
  /** Quests by category, language, membership and search. */
  QuestSearch: quests(/* GraphQL */ `
    query QuestSearch($filter: QuestFilter!, $first: Int) {
      quests(filter: $filter, sort: RATING_DESC, first: $first) { ...QuestCard }
    }
  `),
  QuestById: quests(/* GraphQL */ `
    query QuestById($id: ID!) { quest(id: $id) { ...QuestCard } }
  `),
  UpcomingQuests: quests(/* GraphQL */ `
    query UpcomingQuests($languages: [String!], $first: Int) { upcomingQuests(languages: $languages, first: $first) { ...QuestCard } }
  `),
  MembershipQuestProductIds: /* GraphQL */ `
    query MembershipQuestProductIds { membershipQuestProductIds }
  `,
  RecommendedQuests: quests(/* GraphQL */ `
    query RecommendedQuests($limit: Int!) { recommendedQuests(limit: $limit) { ...QuestCard } }
  `),
  AssessmentQuizRecommendations:
    /* GraphQL */ `
    query AssessmentQuizRecommendations($input: AssessmentQuizInput!) {
      assessmentQuizRecommendations(input: $input) {
        quests { quest { ...QuestCard } outcomesTagged { id name } }
        meditations { meditation { ...MeditationCard } outcomesTagged { id name } }
      }
    }
  ` +
    QUEST_CARD +
    MEDITATION_CARD +
    AUTHOR_SUMMARY +
    ASSET,
  GrowthAreas: /* GraphQL */ `
    query GrowthAreas { growthAreas { id name category outcomes { id name } } }
  `,
  RecommendedMeditations:
    /* GraphQL */ `
    query RecommendedMeditations($durationBucket: DurationBucket!, $limit: Int, $outcomeIds: [ID!]) {
      recommendedMeditations(durationBucket: $durationBucket, limit: $limit, outcomeIds: $outcomeIds) { ...MeditationCard }
    }
  ` +
    MEDITATION_CARD +
    ASSET,
  /** fetchProgramEnrollment(id) (member). */
  ProgramEnrollment:
    /* GraphQL */ `
    query ProgramEnrollment($id: ID!) { programEnrollment(id: $id) { ...ProgramCard } }
  ` +
    PROGRAM_CARD +
    AUTHOR_SUMMARY +
    ASSET,
  /** fetchAllAccessPrograms(language) and author programs (language en). */
  Programs:
    /* GraphQL */ `
    query Programs($filter: ProgramFilter) { programs(filter: $filter) { ...ProgramCard } }
  ` +
    PROGRAM_CARD +
    AUTHOR_SUMMARY +
    ASSET,
  Authors:
    /* GraphQL */ `
    query Authors($featured: Boolean, $first: Int) { authors(featured: $featured, first: $first) { ...AuthorSummary } }
  ` +
    AUTHOR_SUMMARY +
    ASSET,
  /** Every author's slug and status: the trainer pages the sitemaps list. */
  AuthorSlugs: /* GraphQL */ `
    query AuthorSlugs($first: Int) { authors(first: $first) { slug status } }
  `,
  AuthorBySlug:
    /* GraphQL */ `
    query AuthorBySlug($slug: String!) { author(slug: $slug) { ...AuthorProfile } }
  ` +
    AUTHOR_PROFILE +
    ASSET,
  /** getWebinarSettings(webinarId): title, author, quest categories, schedule, video (docs/product/webinars.md). */
  WebinarSettings: /* GraphQL */ `
    query WebinarSettings($id: ID!) {
      webinar(id: $id) {
        id title duration
        author { id name }
        quest { id name slug categories { id name } }
        settings { schedule { timeslots watchNow } }
        video { id url mimeType duration }
      }
    }
  `,
  /** webinarConfig(configId): its webinars and total enrolments (docs/product/webinars.md). */
  WebinarConfig: /* GraphQL */ `
    query WebinarConfig($id: ID!) { webinarConfig(id: $id) { id totalEnrollCount webinars { id title } } }
  `,
  /** The attendee and their progress by uuid (docs/product/webinars.md). */
  Attendee: /* GraphQL */ `
    query Attendee($uuid: ID!) {
      attendee(uuid: $uuid) { uuid status name email phone webinarId timeslot timeZone progress { assetId currentTime eventTime totalTime } }
    }
  `,
  SubmitAffiliateApplication:
    /* GraphQL */ `
    mutation SubmitAffiliateApplication($input: AffiliateApplicationInput!) { submitAffiliateApplication(input: $input) { ...MutationPayloadFields } }
  ` + MUTATION_PAYLOAD,
  RegisterAttendee:
    /* GraphQL */ `
    mutation RegisterAttendee($input: RegisterAttendeeInput!) { registerAttendee(input: $input) { ...MutationPayloadFields } }
  ` + MUTATION_PAYLOAD,
  UpdateAttendeeStatus:
    /* GraphQL */ `
    mutation UpdateAttendeeStatus($input: UpdateAttendeeStatusInput!) { updateAttendeeStatus(input: $input) { ...MutationPayloadFields } }
  ` + MUTATION_PAYLOAD,
  SetAttendeeAssetProgress:
    /* GraphQL */ `
    mutation SetAttendeeAssetProgress($input: AttendeeAssetProgressInput!) { setAttendeeAssetProgress(input: $input) { ...MutationPayloadFields } }
  ` + MUTATION_PAYLOAD,
} as const;

export type PlatformOperation = keyof typeof platformDocuments;
