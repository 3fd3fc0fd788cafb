import { defineModule } from "../../kernel/module";
import { careerPersonalData } from "./careers.personal-data";
import { Education, Position } from "./career.entity";
import { careerLoaders } from "./careers.loaders";
import { CareersResolver } from "./careers.resolver";
import { companyInputsSql, companyTieSql, schoolInputsSql, schoolTieSql } from "./careers.sql";
import { Careers1797000000100 } from "./migrations/1797000000100-Careers";

/** Members' experience and education on their profiles, and the ties they make (shared companies, schools). */
export const careers = defineModule({
  name: "careers",
  personalData: careerPersonalData,
  migrations: [Careers1797000000100],
  resolvers: [CareersResolver],
  entities: [Position, Education],
  loaders: careerLoaders,
  memberTies: [
    { name: "company", weight: 5, sql: companyTieSql, viewerInputs: companyInputsSql },
    { name: "school", weight: 4, sql: schoolTieSql, viewerInputs: schoolInputsSql },
  ],
});
