import type { BlockServerDefinition } from "./server";
import { questListServer } from "./quest_list/loader.server";
import { questCardServer } from "./quest_card/loader.server";
import { programListServer } from "./program_list/loader.server";
import { trainerListServer } from "./trainer_list/loader.server";
import { meditationListServer } from "./meditation_list/loader.server";
import { communityEventsServer } from "./community_events/loader.server";
import { countdownServer } from "./countdown/loader.server";
import { addToCalendarServer } from "./add_to_calendar/loader.server";
import { planCardServer } from "./plan_card/loader.server";
import { affiliateFormServer } from "./affiliate_form/action.server";
import { orderConfirmationServer } from "./order_confirmation/loader.server";
import { orderTrackerServer } from "./order_tracker/loader.server";
import { assessmentQuizServer } from "./assessment_quiz/loader.server";
import { scoreServer } from "./score/loader.server";
import { recommendationsServer } from "./recommendations/loader.server";
import { timeslotPickerServer } from "./timeslot_picker/loader.server";
import { phoneInputServer } from "./phone_input/loader.server";
import { registrationFormServer } from "./registration_form/action.server";
import { webinarPlayerServer } from "./webinar_player/loader.server";

/**
 * Storyblok component name → server loader/action. Blocks without server needs are absent.
 * Later features add entries here (e.g. tiers for `membership_cards`, the affiliate form's action).
 */
export const serverRegistry: Readonly<Record<string, BlockServerDefinition>> = {
  quest_list: questListServer,
  quest_card: questCardServer,
  program_list: programListServer,
  trainer_list: trainerListServer,
  meditation_list: meditationListServer,
  community_events: communityEventsServer,
  countdown: countdownServer,
  add_to_calendar: addToCalendarServer,
  plan_card: planCardServer,
  affiliate_form: affiliateFormServer,
  order_confirmation: orderConfirmationServer,
  order_tracker: orderTrackerServer,
  assessment_quiz: assessmentQuizServer,
  score: scoreServer,
  recommendations: recommendationsServer,
  timeslot_picker: timeslotPickerServer,
  phone_input: phoneInputServer,
  registration_form: registrationFormServer,
  webinar_player: webinarPlayerServer,
};
