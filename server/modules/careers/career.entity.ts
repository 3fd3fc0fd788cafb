import { Field, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index } from "typeorm";
import { ForeignKey, IdField, IntField, NullableTextField, TextField } from "../../graphql/columns";
import { CAREER_LIMITS } from "./rules";

const limits = CAREER_LIMITS;

/**
 * A position on a member's profile (their experience): a title at a company from a month, to a month or
 * still held. Gone with the member's account.
 */
@ObjectType({
  description:
    "A position on a member's profile (experience): a title at a company, from startMonth to endMonth (null: current)",
  simpleResolvers: true,
})
@Entity({ name: "positions" })
@Index("IDX_positions_user", ["userId"])
export class Position {
  @IdField()
  id: string;

  // The member's user, named rather than imported, as profiles.entity.ts names it.
  @ForeignKey("User")
  userId: string;

  @TextField(limits.titleMax, { description: "The job title: 1–100 characters" })
  title: string;

  @TextField(limits.companyMax, {
    description: "The company, as the member wrote it: 1–100 characters",
  })
  company: string;

  @NullableTextField(limits.locationMax, "Where the position is held: at most 100 characters")
  location: string | null;

  @Field({ description: "The month it began, 'YYYY-MM'" })
  @Column({ type: "char", length: 7 })
  startMonth: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The month it ended, 'YYYY-MM', never before startMonth; null for a current position",
  })
  @Column({ type: "char", length: 7, nullable: true })
  endMonth: string | null;

  @NullableTextField(limits.descriptionMax, "What the member did there: at most 2000 characters")
  description: string | null;

  @CreateDateColumn({ type: "timestamptz", precision: 3 })
  createdAt: Date;
}

/** An education entry on a member's profile: a school, and optionally a degree, field and years. */
@ObjectType({
  description:
    "An education entry on a member's profile: a school, optionally a degree, field of study and years (endYear null: ongoing)",
  simpleResolvers: true,
})
@Entity({ name: "education" })
@Index("IDX_education_user", ["userId"])
export class Education {
  @IdField()
  id: string;

  @ForeignKey("User")
  userId: string;

  @TextField(limits.schoolMax, { description: "The school: 1–100 characters" })
  school: string;

  @NullableTextField(limits.degreeMax, "The degree: at most 100 characters")
  degree: string | null;

  @NullableTextField(limits.fieldOfStudyMax, "The field of study: at most 100 characters")
  fieldOfStudy: string | null;

  @IntField({ nullable: true, description: "The year it began, 1900–2100" })
  startYear: number | null;

  @IntField({
    nullable: true,
    description: "The year it ended (or ends), 1900–2100, never before startYear; null: ongoing",
  })
  endYear: number | null;

  @CreateDateColumn({ type: "timestamptz", precision: 3 })
  createdAt: Date;
}
