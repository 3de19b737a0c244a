import { useTranslation } from "~/i18n/react";
import { CatalogueSection } from "~/components/catalogue/CatalogueSection";
import { PlatformImage } from "~/components/catalogue/PlatformImage";
import { ProgramCard } from "~/components/catalogue/ProgramCard";
import { QuestCard } from "~/components/catalogue/QuestCard";
import type { TrainerPageData } from "./trainer.server";

/**
 * The trainer profile of `/trainers/{slug}` (docs/product/learning-catalogue.md): banner, portrait, name and headline,
 * quote, bio, credentials, gallery, then the trainer's quests and programs. A list whose
 * fetch failed shows a quiet note; an empty programs list is left out.
 */
export function TrainerProfile({ trainer }: { trainer: TrainerPageData }) {
  const { t } = useTranslation();
  const { author, quests, programs } = trainer;
  const name = author.name;
  const portrait = author.portrait ?? author.avatar;
  const paragraphs = (author.description ?? "").split(/\n{2,}/).filter(Boolean);
  return (
    <div className="bg-white text-ink-900" data-trainer={author.slug}>
      <header className="relative">
        {author.banner ? (
          <PlatformImage asset={author.banner} alt="" width={1920} sizes="100vw" priority className="h-48 w-full object-cover sm:h-64 lg:h-80" />
        ) : (
          <div aria-hidden="true" className="h-48 w-full bg-gradient-to-br from-brand-600 to-brand-800 sm:h-64" />
        )}
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 sm:px-6 md:flex-row md:items-end">
          {portrait && (
            <PlatformImage
              asset={portrait}
              alt={t("catalogue.trainer.portrait", { name })}
              width={208}
              aspect={4 / 5}
              sizes="(min-width: 640px) 208px, 160px"
              priority
              className="-mt-20 aspect-[4/5] w-40 shrink-0 rounded-3xl object-cover shadow-xl ring-4 ring-white sm:-mt-28 sm:w-52"
            />
          )}
          <div className="pb-2">
            <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{name}</h1>
            {author.headline && <p className="mt-2 text-lg font-medium text-brand-700 sm:text-xl">{author.headline}</p>}
          </div>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="trainer-bio">
          <h2 id="trainer-bio" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {author.bioTitle ?? t("catalogue.trainer.about", { name })}
          </h2>
          <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink-700">
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </section>
        {author.quote && (
          <figure className="self-start rounded-3xl bg-brand-50 p-8">
            <blockquote className="text-2xl font-medium leading-snug text-brand-800">
              <p>“{author.quote}”</p>
            </blockquote>
            <figcaption className="mt-4 font-semibold text-ink-700">— {name}</figcaption>
          </figure>
        )}
      </div>

      {(author.credentialCopy || author.credentialImages.length > 0) && (
        <section aria-labelledby="trainer-credentials" className="bg-ink-50">
          <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
            <h2 id="trainer-credentials" className="text-2xl font-bold tracking-tight">
              {t("catalogue.trainer.credentials")}
            </h2>
            {author.credentialCopy && <p className="mt-3 max-w-3xl text-lg text-ink-700">{author.credentialCopy}</p>}
            {author.credentialImages.length > 0 && (
              <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
                {author.credentialImages.map((image, index) => (
                  <li key={image.url} className="flex items-center justify-center rounded-2xl bg-white p-4 shadow-sm">
                    <PlatformImage
                      asset={image}
                      alt={t("catalogue.trainer.credentialImage", { number: index + 1, name })}
                      width={240}
                      sizes="240px"
                      className="h-20 w-auto object-contain"
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      )}

      <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-12 sm:px-6">
        <CatalogueSection
          data-trainer-quests=""
          title={t("catalogue.trainer.quests", { name })}
          items={quests ?? undefined}
          empty={t("catalogue.trainer.noQuests", { name })}
          columns="sm:grid-cols-2 lg:grid-cols-3"
          itemKey={(quest) => quest.id}
          renderItem={(quest) => <QuestCard quest={quest} />}
        />
        {(programs === null || programs.length > 0) && (
          <CatalogueSection
            data-trainer-programs=""
            title={t("catalogue.trainer.programs", { name })}
            items={programs ?? undefined}
            empty=""
            columns="md:grid-cols-2 lg:grid-cols-3"
            itemKey={(program) => program.id}
            renderItem={(program) => <ProgramCard program={program} />}
          />
        )}
        {(author.galleryCopy || author.galleryImages.length > 0) && (
          <section aria-labelledby="trainer-gallery">
            <h2 id="trainer-gallery" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t("catalogue.trainer.gallery")}
            </h2>
            {author.galleryCopy && <p className="mt-2 text-lg text-ink-700">{author.galleryCopy}</p>}
            <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
              {author.galleryImages.map((image, index) => (
                <li key={image.url}>
                  <PlatformImage
                    asset={image}
                    alt={t("catalogue.trainer.galleryImage", { name, number: index + 1 })}
                    width={640}
                    aspect={4 / 3}
                    sizes="(min-width: 1152px) 248px, (min-width: 640px) 30vw, 100vw"
                    className="aspect-[4/3] w-full rounded-2xl object-cover"
                  />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
