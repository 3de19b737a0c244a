import type { RegisteredBlock } from "./types";
import { page } from "./page";
import { section } from "./section";
import { grid } from "./grid";
import { hero } from "./hero";
import { heading } from "./heading";
import { rich_text } from "./rich_text";
import { image } from "./image";
import { button } from "./button";
import { accordion, accordion_item } from "./accordion";
import { include } from "./include";
import { youtube } from "./youtube";
import { story_card } from "./story_card";
import { testimonial } from "./testimonial";
import { trainer_section } from "./trainer_section";
import { footer, footer_column, header, nav_dropdown, nav_item } from "./navigation";
import { quest_list } from "./quest_list";
import { quest_card } from "./quest_card";
import { program_list } from "./program_list";
import { trainer_list } from "./trainer_list";
import { meditation_list } from "./meditation_list";
import { community_events } from "./community_events";
import { countdown } from "./countdown";
import { add_to_calendar } from "./add_to_calendar";
import { plan_card } from "./plan_card";
import { membership_cards } from "./membership_cards";
import { affiliate_form } from "./affiliate_form";
import { order_confirmation } from "./order_confirmation";
import { order_tracker } from "./order_tracker";
import { assessment_quiz } from "./assessment_quiz";
import { score } from "./score";
import { recommendations } from "./recommendations";
import { timeslot_picker } from "./timeslot_picker";
import { phone_input } from "./phone_input";
import { registration_form } from "./registration_form";
import { webinar_player } from "./webinar_player";

/**
 * Storyblok technical component name → block definition (schema + view).
 * To add a block: create `blocks/<name>/index.tsx` with `defineBlock(schema, View)`, add it
 * here, and add an example to the sandbox story `gallery/blocks`.
 */
export const registry: Readonly<Record<string, RegisteredBlock>> = {
  page,
  section,
  grid,
  hero,
  heading,
  rich_text,
  image,
  button,
  accordion,
  accordion_item,
  include,
  youtube,
  story_card,
  testimonial,
  trainer_section,
  header,
  nav_item,
  nav_dropdown,
  footer,
  footer_column,
  quest_list,
  quest_card,
  program_list,
  trainer_list,
  meditation_list,
  community_events,
  countdown,
  add_to_calendar,
  plan_card,
  membership_cards,
  affiliate_form,
  order_confirmation,
  order_tracker,
  assessment_quiz,
  score,
  recommendations,
  timeslot_picker,
  phone_input,
  registration_form,
  webinar_player,
};
