import type { Course, Offer, Person } from "schema-dts";
import { absoluteUrl, isoDuration, organizationRef, type StructuredDataContext } from "../search-and-sharing/structured-data";

/**
 * Course items of quest and program pages (Google "Course info": `name`, `description`,
 * `provider`, `offers` with a `category`, `hasCourseInstance` with `courseMode` and a
 * `courseWorkload`). The page's own copy names and describes the course; the platform's
 * quest or program, when it knows the page's, gives its price model, workload, instructors and cover.
 */

/** What a course item reads of the platform's quest or program (durations in minutes). */
interface PlatformCourse {
  name: string;
  description: string | null;
  duration: number | null;
  coverAsset: { url: string } | null;
  authors: readonly { name: string; slug: string }[];
}

/** What a course item reads of a platform quest, besides {@link PlatformCourse}. */
export interface CourseQuest extends PlatformCourse {
  membership: boolean;
  productId: string | null;
  settings: { salesUrl: string | null };
}

/** What a course item reads of a platform program, besides {@link PlatformCourse}. */
export interface CourseProgram extends PlatformCourse {
  allAccess: boolean;
}

/** The platform's record of a course page: a quest or a program. */
export type CourseRecord = { kind: "quest"; quest: CourseQuest } | { kind: "program"; program: CourseProgram };

/** What the page itself shows about its course. */
export interface CoursePage {
  /** The story's name. */
  name: string;
  description?: string;
  /** The hero's image (site-relative or absolute), when it has one. */
  image?: string;
}

/** Google's offer categories for courses. */
type CourseCategory = "Free" | "Partially Free" | "Subscription" | "Paid";

function questCategory(quest: CourseQuest): CourseCategory {
  if (quest.membership) return "Subscription";
  return quest.productId || quest.settings.salesUrl ? "Paid" : "Free";
}

function instructors(authors: readonly { name: string; slug: string }[], context: StructuredDataContext): Person[] {
  return authors.map((author) => ({ "@type": "Person", name: author.name, url: absoluteUrl(context.siteUrl, `/trainers/${author.slug}`) }));
}

/**
 * The Course of a quest or program page. Without a platform record the course is described by
 * the page alone (Google's course list needs only name and description).
 */
export function courseItem(page: CoursePage, record: CourseRecord | null, context: StructuredDataContext): Course {
  const platform = record?.kind === "quest" ? record.quest : (record?.program ?? null);
  const category: CourseCategory | null = record
    ? record.kind === "quest"
      ? questCategory(record.quest)
      : record.program.allAccess
        ? "Subscription"
        : "Paid"
    : null;
  const offerUrl = record?.kind === "quest" && record.quest.settings.salesUrl ? record.quest.settings.salesUrl : context.pageUrl;
  const offer: Offer | null = category ? { "@type": "Offer", category, url: offerUrl, ...(category === "Free" ? { price: 0 } : {}) } : null;
  const workload = isoDuration(platform?.duration);
  const image = platform?.coverAsset?.url ?? page.image;
  const description = page.description ?? platform?.description ?? undefined;
  return {
    "@type": "Course",
    "@id": `${context.pageUrl}#course`,
    name: platform?.name ?? page.name,
    ...(description ? { description } : {}),
    url: context.pageUrl,
    inLanguage: context.inLanguage,
    provider: organizationRef(context.siteUrl),
    ...(image ? { image: absoluteUrl(context.siteUrl, image) } : {}),
    ...(offer ? { offers: offer } : {}),
    // Every course of the site is taken online.
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Online",
      ...(workload ? { courseWorkload: workload } : {}),
      ...(platform && platform.authors.length > 0 ? { instructor: instructors(platform.authors, context) } : {}),
    },
  };
}
