import { describe, expect, it } from "vitest";
import { QUIZ_PARAMS } from "~/domain/learning/quiz-query";
import { queryParams as quizParams } from "../blocks/assessment_quiz/schema";
import { RECEIVED_PARAM } from "../blocks/affiliate_form/received";
import { queryParams as affiliateParams } from "../blocks/affiliate_form/schema";

describe("declared parameters", () => {
  it("the quiz declares every parameter it reads", () => {
    expect([...quizParams].sort()).toEqual(Object.values(QUIZ_PARAMS).sort());
  });

  it("the affiliate form declares the parameter of its received page", () => {
    expect(affiliateParams).toEqual([RECEIVED_PARAM[0]]);
  });
});
