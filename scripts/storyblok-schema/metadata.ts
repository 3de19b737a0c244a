import { REDIRECT_STATUSES } from "~/domain/routing/page-directives";

/**
 * What Storyblok needs beyond the zod schemas (the schemas give fields, order, kinds,
 * options, required, defaults and patterns): which components are roots, which components a
 * Blocks field accepts, the editor's words (descriptions), long-text fields, and example values
 * for fields whose rules zod cannot show (a refinement). Every name here is checked against
 * the schemas by the tests, so this map cannot name a field that does not exist.
 */

/** Field types the generator can choose beyond what the schema implies (text → textarea…). */
export type MetaFieldType = "textarea" | "markdown" | "option";

export interface FieldMeta {
  display_name?: string;
  description?: string;
  /** A long text (textarea) or Markdown instead of a single line. */
  type?: MetaFieldType;
  /** Blocks field: the only components it accepts. */
  allow?: readonly string[];
  /** Blocks field: any section-level component (every nestable component that is not a `part`). */
  allow_content?: true;
  /** Required although the field alone would accept empty (a rule of the whole blok). */
  required?: true;
  /** A code, id or path: the same in every language (not translatable). */
  technical?: true;
  /** Multi-option field whose values come from this datasource (create it in the space). */
  datasource?: string;
  /** Option field holding a story, picked from these content types (Storyblok's story source). */
  story_of?: readonly string[];
  /** Option values (and their names) for a field whose schema takes any code or number. */
  values?: readonly string[];
  /** Show option values as language names (`de` → German). */
  value_names?: "language";
  /** Asset field: the kinds of file the asset picker offers (default images). */
  filetypes?: readonly ("images" | "videos" | "audios" | "texts")[];
  /** A valid value for the round-trip test when the field's rule is a refinement. */
  example?: string;
}

export interface ComponentMeta {
  display_name?: string;
  /** A story's content type (`page`, the global stories). */
  root?: true;
  /** Only a content type, never nested. */
  not_nestable?: true;
  /** A piece of one parent block only (an accordion's item): kept out of open Blocks fields. */
  part?: true;
  preview_field?: string;
  fields?: Record<string, FieldMeta>;
}

const INTRO: FieldMeta = { type: "textarea" };
const CONTENT_LANGUAGES: FieldMeta = {
  description: "Only quests in these content languages; none selected = every language.",
  values: ["ar", "de", "en", "es", "fr", "id", "it", "pt", "ru", "zh"],
  value_names: "language",
};

export const COMPONENT_META: Record<string, ComponentMeta> = {
  page: {
    root: true,
    not_nestable: true,
    preview_field: "seo_title",
    fields: {
      body: { allow_content: true },
      layout: { description: "default; no-tailwind: without the site's stylesheet; static: no JavaScript at all." },
      seo_title: { display_name: "SEO title" },
      seo_description: { display_name: "SEO description", type: "textarea" },
      og_title: { display_name: "Social title", description: "The title of link previews (WhatsApp, LinkedIn, Facebook…); empty = the SEO title." },
      og_description: { display_name: "Social description", type: "textarea", description: "The text of link previews; empty = the SEO description." },
      og_image: {
        display_name: "Social image",
        description: "Shown cropped to 1200×630 around its focal point; empty = the page's hero image, else the site's default.",
      },
      noindex: {
        display_name: "Hide from search",
        description: "Search engines do not index the page (robots noindex) and the sitemap leaves it out; e.g. a landing page only ads lead to.",
      },
      page_redirect: { description: "A path or URL: visitors of this page are sent there.", technical: true },
      require_auth: { description: "Visitors must sign in to see the page." },
      redirect_sign_up: { description: "With require_auth: offer sign-up instead of sign-in." },
      redirect_if_user_level: { datasource: "user-levels", description: "Members of these levels (name or number) go to the redirect URL." },
      redirect_url: { technical: true, description: "Where listed levels go; empty = the language's home page." },
      redirect_status: { type: "option", values: REDIRECT_STATUSES.map(String), description: "HTTP status of the redirects; empty = 302." },
    },
  },
  settings: {
    root: true,
    not_nestable: true,
    display_name: "Global settings",
    fields: {
      variables: { allow: ["variable"], description: "Write {{name}} in any text to show the value." },
      osiris_variables: { allow: ["osiris_variable"] },
      discount_codes: { allow: ["discount_code"] },
      og_image: { display_name: "Default social image", description: "The link preview image of pages without a social image or hero image of their own." },
    },
  },
  redirects: {
    root: true,
    not_nestable: true,
    display_name: "Redirect rules",
    fields: {
      body: {
        allow: ["redirect_rule"],
        display_name: "Rules",
        description: "A rule with a problem (loop, chain, foreign host…) is skipped; /redirect-rules lists each rule and its problems.",
      },
    },
  },
  redirect_rule: {
    part: true,
    preview_field: "from",
    fields: {
      from: { technical: true, description: "A page path such as /old-offer or /de/angebot; not a fixed page such as /login." },
      language: { description: "Empty: every language.", value_names: "language" },
      to: { technical: true, description: "A path on this site (/…) or an http(s) address on an allowed host." },
      status: { description: "301: moved for good; 302: moved for now." },
      active: { description: "Unticked: kept, but not applied." },
    },
  },
  variable: { part: true, fields: { name: { technical: true, description: "Used as {{name}} in texts." } } },
  osiris_variable: { part: true, display_name: "Osiris variable", fields: { name: { technical: true } } },
  discount_code: { part: true, fields: { code: { technical: true }, percent: { description: "Percent off, 0–100." } } },
  header: {
    root: true,
    not_nestable: true,
    preview_field: "logo_text",
    fields: { nav: { allow: ["nav_item", "nav_dropdown"] }, actions: { allow: ["button"] } },
  },
  footer: {
    root: true,
    not_nestable: true,
    preview_field: "tagline",
    fields: { columns: { allow: ["footer_column"] }, legal: { type: "textarea" } },
  },
  footer_column: { part: true, fields: { links: { allow: ["nav_item"] } } },
  nav_item: { part: true, display_name: "Navigation link" },
  nav_dropdown: {
    part: true,
    display_name: "Navigation dropdown",
    fields: { name: { description: "Opens with ?dropdown=<name> without JavaScript.", example: "programs" }, items: { allow: ["nav_item"] } },
  },
  section: {
    root: true,
    fields: { intro: INTRO, body: { allow_content: true }, anchor: { technical: true, description: "Link to the section with #anchor.", example: "faq" } },
  },
  grid: { fields: { columns: { allow_content: true }, column_count: { description: "Columns on wide screens." } } },
  hero: { fields: { headline: { description: "The page's main heading (h1)." }, subheadline: INTRO, actions: { allow: ["button"] } } },
  accordion: { fields: { items: { allow: ["accordion_item"] } } },
  experiment: {
    display_name: "A/B experiment",
    fields: {
      key: { technical: true, description: "Names the experiment in cookies and reports; never change it while it runs.", example: "home-hero" },
      name: { technical: true, description: "Shown in reports; the key when empty." },
      status: {
        description: "Draft: everyone sees the first variant. Running: visitors who accept analytics are split by weight. Stopped: everyone sees the winner.",
      },
      winner: { technical: true, description: "Name of the variant everyone sees once stopped (the first variant when empty)." },
      variants: { allow: ["experiment_variant"], description: "Two to four; the first is the control, seen by visitors who do not take part." },
    },
  },
  experiment_variant: {
    part: true,
    display_name: "Experiment variant",
    fields: {
      name: { technical: true, description: "Reports and the page's data-variant use it; the same in every language." },
      weight: { description: "Share of the traffic, relative to the other variants' (50 and 50 split evenly); 50 when empty." },
      body: { allow_content: true },
    },
  },
  accordion_item: { part: true, fields: { title: { description: "The question." }, content: { description: "The answer." } } },
  heading: { fields: { level: { description: "1 is the page's main heading: one per page." } } },
  rich_text: { display_name: "Rich text" },
  testimonial: { fields: { quote: { type: "textarea" }, rating: { description: "Stars, 1–5; empty shows none." } } },
  story_card: { fields: { text: { type: "textarea" } } },
  trainer_section: {},
  image: { fields: { priority: { description: "Load at once: for an image in the first screen." } } },
  youtube: { display_name: "YouTube video", fields: { video_id: { display_name: "Video ID", example: "dQw4w9WgXcQ" } } },
  include: {
    fields: {
      template: { story_of: ["section", "page"], description: "A shared story (templates/…) shown here.", example: "6df0cf23-a403-4b3f-8c1f-2c90e5ff25ce" },
    },
  },
  quest_list: {
    fields: {
      intro: INTRO,
      source: { description: "category: the quests of a category; search: by text; upcoming: next starts; recommended: for the member." },
      category_id: { technical: true, description: "Platform category id; required when the source is a category." },
      languages: CONTENT_LANGUAGES,
      membership: { description: "any; membership quests only; free quests only." },
    },
  },
  quest_card: { fields: { quest_id: { technical: true, display_name: "Quest ID" } } },
  program_list: {
    fields: {
      intro: INTRO,
      scope: { description: "all_access: only programs in All Access." },
      language: { technical: true, description: "Content language code, default en." },
    },
  },
  trainer_list: { fields: { intro: INTRO } },
  trainer_profile: {
    fields: {
      slug: { technical: true, description: "The trainer's slug; empty on trainers/{slug} pages.", example: "amara-okafor" },
    },
  },
  quest_profile: {
    fields: {
      slug: { technical: true, description: "The quest's id; empty on quests/{id} pages.", example: "back-from-burnout" },
    },
  },
  meditation_list: { fields: { intro: INTRO } },
  community_events: { fields: { intro: INTRO } },
  assessment_quiz: { fields: { intro: INTRO } },
  recommendations: { fields: { intro: INTRO, quiz_path: { technical: true, description: "The quiz page offered to visitors." } } },
  score: { fields: { quiz_path: { technical: true, description: "The quiz page for members without an assessment." } } },
  affiliate_form: { fields: { intro: INTRO, success_text: { type: "textarea" } } },
  registration_form: {
    fields: {
      intro: INTRO,
      note: { type: "textarea" },
      sign_up_event: { description: "The analytics event sent after a registration." },
      thank_you_page: { required: true, description: "Where a registration goes, with ?slot=." },
      fields: {
        allow: ["timeslot_picker", "phone_input", "rich_text"],
        description: "Exactly one timeslot picker and one phone input; other bloks show after them.",
      },
    },
  },
  timeslot_picker: {
    fields: {
      webinar_id: { technical: true, display_name: "Webinar ID" },
      fifteen_minutes: { description: "Offer “Today 15 mins from now” first." },
      exclude_watch_now: { description: "Hide instant replay even when the webinar allows it." },
      lesser_days: { description: "One following day instead of two." },
      alternate_mode: { description: "Three following days (one with lesser days)." },
    },
  },
  phone_input: { fields: { default_country: { technical: true, description: "Two-letter country code when the visitor's location is unknown." } } },
  webinar_player: {
    fields: { webinar_id: { technical: true, display_name: "Webinar ID" }, captions: { description: "A WebVTT captions file.", filetypes: ["texts"] } },
  },
  countdown: {
    fields: {
      until: { description: "The moment to count down to (UTC)." },
      until_param: { technical: true, description: "Query parameter holding the moment instead (e.g. slot)." },
      seconds: { description: "Seconds to count when no moment is given." },
    },
  },
  add_to_calendar: {
    fields: {
      description: { type: "textarea" },
      start: { description: "The event's start (UTC) when start_param gives none." },
      start_param: { technical: true, description: "Query parameter holding the start (e.g. slot)." },
    },
  },
  membership_cards: { fields: { intro: INTRO, note: { type: "textarea" }, cards: { allow: ["plan_card"] } } },
  plan_card: {
    fields: {
      product_id: { technical: true, display_name: "Product ID", description: "The tier's product id in checkout." },
      features: { type: "textarea", description: "One feature per line." },
      checkout_link_annually: { technical: true, description: "Secure checkout link of the annual plan." },
      checkout_link_monthly: { technical: true, description: "Secure checkout link of the monthly plan." },
      cta_label: { display_name: "CTA label" },
      currency: { technical: true, description: "ISO 4217 code such as USD." },
    },
  },
  order_confirmation: { fields: { intro: INTRO, support_email: { technical: true, description: "Shown when the order cannot be loaded." } } },
  order_tracker: {},
  button: {},
};
