import { Field, InputType, Int } from "type-graphql";

@InputType({
  description:
    "A position (experience): title, company and start month required; no end month for a current one",
})
export class PositionInput {
  @Field({ description: "The job title: required, trimmed, at most 100 characters" })
  title: string;

  @Field({ description: "The company: required, trimmed, at most 100 characters" })
  company: string;

  @Field(() => String, { nullable: true, description: "At most 100 characters; blank: none" })
  location?: string | null;

  @Field({ description: "The month it began: 'YYYY-MM', years 1900–2100" })
  startMonth: string;

  @Field(() => String, {
    nullable: true,
    description: "The month it ended: 'YYYY-MM', not before startMonth; null or blank: current",
  })
  endMonth?: string | null;

  @Field(() => String, { nullable: true, description: "At most 2000 characters; blank: none" })
  description?: string | null;
}

@InputType({ description: "An education entry: the school required, the rest optional" })
export class EducationInput {
  @Field({ description: "The school: required, trimmed, at most 100 characters" })
  school: string;

  @Field(() => String, { nullable: true, description: "At most 100 characters; blank: none" })
  degree?: string | null;

  @Field(() => String, { nullable: true, description: "At most 100 characters; blank: none" })
  fieldOfStudy?: string | null;

  @Field(() => Int, { nullable: true, description: "1900–2100" })
  startYear?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "1900–2100, not before startYear; null: ongoing",
  })
  endYear?: number | null;
}
