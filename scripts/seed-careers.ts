// Demo experience and education for `npm run seed`, added through the same services members use. Several
// demo members worked at one company at the same time or studied at one school, so People you may know has
// reasons to give ('Also at Shipwell', 'Also studied at Stanford University'). A member who already lists
// any position or education is left as they are.
import type { DataSource } from "typeorm";
import { addEducation, addPosition } from "../server/modules/careers/careers.service";
import type { EducationInput, PositionInput } from "../server/modules/careers/careers.inputs";
import { seedViewer } from "./seed-articles";

type Career = { positions: PositionInput[]; education: EducationInput[] };

/** By the demo member's e-mail (scripts/seed.ts). */
const careers: Record<string, Career> = {
  "admin@agora.dev": {
    positions: [
      {
        title: "Community Lead",
        company: "Agora",
        location: "London, UK",
        startMonth: "2021-02",
        description: "Moderation, member support and the programme of community events.",
      },
      {
        title: "Community Manager",
        company: "Northwind Labs",
        location: "London, UK",
        startMonth: "2016-09",
        endMonth: "2021-01",
        description: "Grew the developer community from 2,000 to 40,000 members.",
      },
    ],
    education: [
      {
        school: "University of Manchester",
        degree: "BA",
        fieldOfStudy: "English Literature",
        startYear: 2009,
        endYear: 2012,
      },
    ],
  },
  "maya.chen@example.com": {
    positions: [
      {
        title: "Founder & CEO",
        company: "Greenloop",
        location: "San Francisco, CA",
        startMonth: "2021-01",
        description: "Circular packaging for e-commerce: returnable mailers as a service.",
      },
      {
        title: "Senior Product Manager",
        company: "Shipwell",
        location: "San Francisco, CA",
        startMonth: "2016-03",
        endMonth: "2020-12",
        description: "Led the carrier marketplace and the returns product.",
      },
    ],
    education: [
      {
        school: "Stanford University",
        degree: "BS",
        fieldOfStudy: "Management Science and Engineering",
        startYear: 2010,
        endYear: 2014,
      },
    ],
  },
  "sofia.rossi@example.com": {
    positions: [
      {
        title: "Senior Software Engineer",
        company: "Northwind Labs",
        location: "Milan, Italy",
        startMonth: "2020-07",
        description: "Storage engine and developer tooling for the data platform.",
      },
      {
        title: "Software Engineer",
        company: "Shipwell",
        location: "Remote",
        startMonth: "2017-01",
        endMonth: "2020-06",
        description: "Routing services in Go; moved the core tables to PostgreSQL.",
      },
    ],
    education: [
      {
        school: "Politecnico di Milano",
        degree: "MSc",
        fieldOfStudy: "Computer Science and Engineering",
        startYear: 2011,
        endYear: 2016,
      },
    ],
  },
  "priya.nair@example.com": {
    positions: [
      {
        title: "Data Scientist",
        company: "Cobalt AI",
        location: "Bengaluru, India",
        startMonth: "2021-09",
      },
      {
        title: "Data Analyst",
        company: "Northwind Labs",
        location: "London, UK",
        startMonth: "2018-02",
        endMonth: "2021-08",
        description: "Usage analytics and the first churn model.",
      },
    ],
    education: [
      {
        school: "Stanford University",
        degree: "MS",
        fieldOfStudy: "Statistics",
        startYear: 2016,
        endYear: 2018,
      },
      {
        school: "IIT Bombay",
        degree: "BTech",
        fieldOfStudy: "Electrical Engineering",
        startYear: 2012,
        endYear: 2016,
      },
    ],
  },
  "liam.walsh@example.com": {
    positions: [
      {
        title: "Head of Growth",
        company: "Brightpath",
        location: "Dublin, Ireland",
        startMonth: "2019-04",
      },
      {
        title: "Growth Marketing Manager",
        company: "Shipwell",
        location: "Dublin, Ireland",
        startMonth: "2015-06",
        endMonth: "2019-03",
      },
    ],
    education: [
      {
        school: "Trinity College Dublin",
        degree: "BA",
        fieldOfStudy: "Business and Economics",
        startYear: 2009,
        endYear: 2013,
      },
    ],
  },
  "amara.singh@example.com": {
    positions: [
      {
        title: "Product Designer",
        company: "Freelance",
        location: "Toronto, Canada",
        startMonth: "2021-06",
        description: "Design systems and onboarding flows for early-stage startups.",
      },
      {
        title: "Product Designer",
        company: "Brightpath",
        location: "Toronto, Canada",
        startMonth: "2018-01",
        endMonth: "2021-05",
      },
    ],
    education: [
      {
        school: "OCAD University",
        degree: "BDes",
        fieldOfStudy: "Interaction Design",
        startYear: 2013,
        endYear: 2017,
      },
      {
        school: "Trinity College Dublin",
        fieldOfStudy: "Exchange semester",
        startYear: 2015,
        endYear: 2015,
      },
    ],
  },
  "kenji.tanaka@example.com": {
    positions: [
      {
        title: "Angel Investor",
        company: "Self-employed",
        location: "Tokyo, Japan",
        startMonth: "2019-10",
        description: "Pre-seed and seed cheques in fintech and developer tools.",
      },
      {
        title: "Co-founder & CTO",
        company: "Sakura Payments",
        location: "Tokyo, Japan",
        startMonth: "2012-04",
        endMonth: "2019-09",
        description: "Built the payments platform; acquired in 2019.",
      },
    ],
    education: [
      {
        school: "Stanford University",
        degree: "MBA",
        startYear: 2010,
        endYear: 2012,
      },
      {
        school: "University of Tokyo",
        degree: "BEng",
        fieldOfStudy: "Information Science",
        startYear: 2004,
        endYear: 2008,
      },
    ],
  },
  "elena.petrova@example.com": {
    positions: [
      {
        title: "CFO",
        company: "Meridian Health",
        location: "Berlin, Germany",
        startMonth: "2019-01",
      },
      {
        title: "Engagement Manager",
        company: "McKinsey & Company",
        location: "Berlin, Germany",
        startMonth: "2012-09",
        endMonth: "2018-12",
      },
    ],
    education: [
      {
        school: "London School of Economics",
        degree: "MSc",
        fieldOfStudy: "Finance",
        startYear: 2010,
        endYear: 2011,
      },
      {
        school: "TU Berlin",
        degree: "BSc",
        fieldOfStudy: "Industrial Engineering",
        startYear: 2006,
        endYear: 2010,
      },
    ],
  },
  "daniel.okafor@example.com": {
    positions: [
      {
        title: "Partner",
        company: "Harbor Ventures",
        location: "Lagos, Nigeria",
        startMonth: "2017-05",
      },
      {
        title: "Associate",
        company: "McKinsey & Company",
        location: "Lagos, Nigeria",
        startMonth: "2011-09",
        endMonth: "2015-08",
      },
    ],
    education: [
      {
        school: "London School of Economics",
        degree: "MSc",
        fieldOfStudy: "Finance and Economics",
        startYear: 2009,
        endYear: 2010,
      },
      {
        school: "University of Lagos",
        degree: "BSc",
        fieldOfStudy: "Economics",
        startYear: 2004,
        endYear: 2008,
      },
    ],
  },
  "marcus.johnson@example.com": {
    positions: [
      {
        title: "Owner",
        company: "Johnson & Daughters Coffee",
        location: "Atlanta, GA",
        startMonth: "2016-05",
        description: "Two cafés and a small roastery.",
      },
      {
        title: "Head Roaster",
        company: "Peachtree Roasters",
        location: "Atlanta, GA",
        startMonth: "2010-03",
        endMonth: "2016-04",
      },
    ],
    education: [
      {
        school: "Georgia State University",
        degree: "BBA",
        fieldOfStudy: "Entrepreneurship",
        startYear: 2006,
        endYear: 2010,
      },
    ],
  },
};

/** Gives each demo member their career, unless they already list one. */
export async function seedCareers(db: DataSource) {
  const members: { id: string; email: string; listed: boolean }[] = await db.query(
    `SELECT u.id, u.email,
            EXISTS (SELECT 1 FROM positions x WHERE x.user_id = u.id)
              OR EXISTS (SELECT 1 FROM education x WHERE x.user_id = u.id) AS listed
       FROM users u WHERE u.email = ANY($1) ORDER BY u.email`,
    [Object.keys(careers)],
  );
  let seeded = 0;
  for (const member of members) {
    if (member.listed) continue;
    const viewer = seedViewer(member.id);
    const career = careers[member.email];
    for (const position of career.positions) await addPosition({ db }, viewer, position);
    for (const entry of career.education) await addEducation({ db }, viewer, entry);
    seeded++;
  }
  console.log(`Added experience and education for ${seeded} demo members.`);
}
