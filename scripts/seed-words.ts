// Word lists for the large seed (scripts/seed-large.ts): names, jobs, places and the templates that feed
// items are written from. `{key}` in a template is replaced by a random entry of the list `key`.

// prettier-ignore
export const FIRST_NAMES = [
  "Aaliyah", "Aarav", "Abdul", "Ada", "Adriana", "Ahmed", "Aiko", "Alejandro", "Alexis", "Alice",
  "Amara", "Amelia", "Ana", "Andre", "Andrea", "Anika", "Anna", "Arjun", "Aryan", "Ava",
  "Ayesha", "Beatriz", "Benjamin", "Bilal", "Bruno", "Camila", "Carlos", "Caroline", "Chen", "Chiara",
  "Chloe", "Chidi", "Claire", "Daniel", "David", "Diego", "Dmitri", "Elena", "Elif", "Elijah",
  "Emeka", "Emily", "Emma", "Erik", "Esther", "Ethan", "Fatima", "Felix", "Fernando", "Finn",
  "Freya", "Gabriel", "Grace", "Hana", "Hannah", "Hassan", "Henrik", "Hiroshi", "Ibrahim", "Ines",
  "Isabel", "Isaac", "Ivan", "Jack", "Jamal", "James", "Javier", "Jin", "Joao", "Jonas",
  "Jose", "Julia", "Kai", "Kamala", "Karim", "Kenji", "Kofi", "Lara", "Laura", "Leila",
  "Leo", "Liam", "Lina", "Lucas", "Lucia", "Luis", "Maya", "Marco", "Maria", "Mariam",
  "Mateo", "Matthew", "Mei", "Mia", "Michael", "Min-jun", "Mohammed", "Nadia", "Naomi", "Nia",
  "Nikhil", "Nina", "Noah", "Nora", "Olga", "Oliver", "Olivia", "Omar", "Oscar", "Pablo",
  "Paolo", "Priya", "Rafael", "Rahul", "Rania", "Ravi", "Rosa", "Ryan", "Sakura", "Samuel",
  "Sara", "Sebastian", "Seo-yeon", "Sofia", "Sophie", "Stefan", "Tariq", "Thomas", "Tomas", "Valentina",
  "Victor", "Wei", "William", "Yara", "Yuki", "Yusuf", "Zainab", "Zara", "Zoe", "Zoran",
];

// prettier-ignore
export const LAST_NAMES = [
  "Abara", "Adeyemi", "Ahmed", "Alvarez", "Andersen", "Bakshi", "Banerjee", "Becker", "Bennett", "Bianchi",
  "Brown", "Campbell", "Carvalho", "Castillo", "Chen", "Cohen", "Costa", "Dang", "Das", "Dubois",
  "Eriksson", "Evans", "Fernandez", "Fischer", "Fontaine", "Garcia", "Goldberg", "Gomez", "Gonzalez", "Gupta",
  "Haddad", "Hansen", "Hernandez", "Hoffmann", "Horvat", "Hughes", "Ibrahim", "Ito", "Ivanova", "Jackson",
  "Jensen", "Johansson", "Johnson", "Kaur", "Khan", "Kim", "Kobayashi", "Kowalski", "Kumar", "Larsen",
  "Lee", "Lefebvre", "Li", "Lim", "Lopez", "Martin", "Martinez", "Mendes", "Meyer", "Moreau",
  "Morales", "Murphy", "Mwangi", "Nakamura", "Nguyen", "Novak", "Nowak", "Nunez", "Obi", "Okafor",
  "Okonkwo", "Oliveira", "Olsen", "Owusu", "Park", "Patel", "Pereira", "Petrov", "Petrova", "Ramirez",
  "Rao", "Reyes", "Ricci", "Rodriguez", "Romano", "Rossi", "Sanchez", "Santos", "Sato", "Schmidt",
  "Schneider", "Shah", "Silva", "Singh", "Smith", "Sokolov", "Suzuki", "Takahashi", "Tanaka", "Taylor",
  "Thompson", "Torres", "Tran", "Turner", "Vargas", "Walsh", "Wang", "Weber", "Williams", "Wilson",
  "Wojcik", "Wong", "Wu", "Yamamoto", "Yang", "Yilmaz", "Young", "Zhang", "Zhou", "Zimmermann",
];

// prettier-ignore
export const TITLES = [
  "Founder & CEO", "Co-founder & CTO", "Co-founder", "Chief Operating Officer", "CFO", "VP of Engineering",
  "VP of Sales", "Head of Growth", "Head of Product", "Head of Marketing", "Product Manager",
  "Senior Product Manager", "Software Engineer", "Senior Software Engineer", "Staff Engineer",
  "Engineering Manager", "Data Scientist", "Machine Learning Engineer", "Data Analyst", "Product Designer",
  "UX Researcher", "Brand Designer", "Marketing Manager", "Content Strategist", "Sales Director",
  "Account Executive", "Customer Success Manager", "Operations Manager", "Supply Chain Lead",
  "Financial Analyst", "Investment Associate", "Partner", "Principal", "Angel Investor",
  "Venture Partner", "Management Consultant", "Strategy Consultant", "Business Development Lead",
  "Recruiter", "Talent Partner", "HR Business Partner", "Legal Counsel", "Owner", "Managing Director",
  "Freelance Developer", "Independent Consultant", "Research Scientist", "Community Manager",
  "Store Manager", "Architect", "Civil Engineer", "Chef & Owner", "Physician", "Nurse Practitioner",
  "Teacher", "Photographer", "Journalist", "Real Estate Agent", "Accountant",
];

// prettier-ignore
export const COMPANY_PREFIXES = [
  "Acme", "Apex", "Atlas", "Aurora", "Beacon", "Blue Harbor", "Bright", "Cedar", "Cobalt", "Copper",
  "Crescent", "Delta", "Ember", "Evergreen", "Falcon", "Flux", "Golden Gate", "Granite", "Green", "Harbor",
  "Horizon", "Indigo", "Ironwood", "Juniper", "Keystone", "Lumen", "Maple", "Meridian", "Nimbus", "North Star",
  "Northwind", "Nova", "Oakridge", "Orbit", "Pacific", "Pinnacle", "Prism", "Quantum", "Redwood", "River",
  "Sage", "Sierra", "Silverline", "Solstice", "Summit", "Terra", "Tidal", "Vantage", "Vertex", "Willow",
];

// prettier-ignore
export const COMPANY_SUFFIXES = [
  "Labs", "Health", "Capital", "Ventures", "Systems", "Analytics", "Robotics", "Foods", "Energy", "Logistics",
  "Studio", "Partners", "Bank", "Pay", "AI", "Cloud", "Bio", "Motors", "Media", "Learning",
  "Consulting", "Design", "Goods", "Works", "Technologies",
];

// prettier-ignore
export const LOCATIONS = [
  "London, UK", "Manchester, UK", "Edinburgh, UK", "Dublin, Ireland", "Paris, France", "Lyon, France",
  "Berlin, Germany", "Munich, Germany", "Hamburg, Germany", "Amsterdam, Netherlands", "Brussels, Belgium",
  "Zurich, Switzerland", "Vienna, Austria", "Milan, Italy", "Rome, Italy", "Madrid, Spain",
  "Barcelona, Spain", "Lisbon, Portugal", "Stockholm, Sweden", "Copenhagen, Denmark", "Oslo, Norway",
  "Helsinki, Finland", "Warsaw, Poland", "Prague, Czechia", "Istanbul, Turkey", "Tel Aviv, Israel",
  "Dubai, UAE", "Cairo, Egypt", "Lagos, Nigeria", "Nairobi, Kenya", "Accra, Ghana", "Cape Town, South Africa",
  "Johannesburg, South Africa", "Mumbai, India", "Bengaluru, India", "Delhi, India", "Singapore",
  "Jakarta, Indonesia", "Bangkok, Thailand", "Ho Chi Minh City, Vietnam", "Hong Kong", "Shanghai, China",
  "Seoul, South Korea", "Tokyo, Japan", "Osaka, Japan", "Sydney, Australia", "Melbourne, Australia",
  "Auckland, New Zealand", "Toronto, Canada", "Vancouver, Canada", "Montreal, Canada", "New York, NY",
  "San Francisco, CA", "Los Angeles, CA", "Seattle, WA", "Austin, TX", "Chicago, IL", "Boston, MA",
  "Atlanta, GA", "Miami, FL", "Denver, CO", "Mexico City, Mexico", "Bogota, Colombia", "Sao Paulo, Brazil",
  "Buenos Aires, Argentina", "Santiago, Chile", "Lima, Peru",
];

// prettier-ignore
export const SKILLS = [
  "TypeScript", "JavaScript", "Python", "Go", "Rust", "Java", "Kotlin", "Swift", "React", "Node.js",
  "GraphQL", "PostgreSQL", "Kubernetes", "AWS", "Google Cloud", "Azure", "Terraform", "Docker",
  "System Design", "Machine Learning", "Deep Learning", "Data Engineering", "Statistics", "SQL",
  "Data Visualization", "Computer Vision", "NLP", "Cybersecurity", "Blockchain", "Embedded Systems",
  "Product Strategy", "Product Management", "Roadmapping", "User Research", "UX Design", "UI Design",
  "Figma", "Design Systems", "Accessibility", "Branding", "Copywriting", "Content Marketing", "SEO",
  "Growth Marketing", "Performance Marketing", "Social Media", "Public Relations", "Sales", "Negotiation",
  "Account Management", "Customer Success", "Partnerships", "Business Development", "Fundraising",
  "Venture Capital", "Angel Investing", "Due Diligence", "Financial Modeling", "Financial Planning",
  "Accounting", "M&A", "Private Equity", "Fintech", "Healthcare", "Biotech", "Climate Tech", "Energy",
  "Sustainability", "Supply Chain", "Logistics", "Manufacturing", "Operations", "Retail", "E-commerce",
  "Franchising", "Real Estate", "Hospitality", "Leadership", "Team Building", "Mentoring", "Coaching",
  "Hiring", "Public Speaking", "Project Management", "Agile", "Scrum", "Community Management",
  "Legal", "Compliance", "Robotics", "Hardware",
];

// prettier-ignore
export const INDUSTRIES = [
  "fintech", "healthcare", "climate tech", "education", "logistics", "retail", "food and beverage",
  "developer tools", "cybersecurity", "real estate", "agritech", "insurance", "media", "travel",
  "manufacturing", "biotech", "e-commerce", "energy", "mobility", "HR tech",
];

/** Lists the templates below refer to as `{key}`. */
// prettier-ignore
export const LISTS: Record<string, readonly string[]> = {
  industry: INDUSTRIES,
  skill: SKILLS,
  city: LOCATIONS.map((location) => location.split(",")[0]),
  topic: [
    "pricing", "hiring your first engineer", "remote onboarding", "B2B sales cycles", "seed fundraising",
    "product-market fit", "churn", "unit economics", "cold outreach", "enterprise security reviews",
    "carbon accounting", "supply chain resilience", "AI in customer support", "design systems",
    "Postgres performance", "developer experience", "community-led growth", "cash-flow planning",
    "franchise agreements", "board meetings", "employee equity", "international expansion",
    "go-to-market strategy", "customer interviews", "retention", "quarterly planning", "burnout",
    "mentorship", "angel syndicates", "term sheets", "open source", "data privacy",
  ],
  role: [
    "technical co-founder", "fractional CFO", "growth marketer", "senior backend engineer",
    "product designer", "sales lead", "advisor", "mentor", "community manager", "data scientist",
  ],
  product: [
    "an AI bookkeeping assistant", "a marketplace for refurbished lab equipment", "a carbon tracking API",
    "a payroll app", "a B2B ordering platform", "a telehealth service", "a tutoring network",
    "a last-mile delivery network", "a compliance automation tool", "a smart irrigation kit",
    "a resale platform", "a scheduling assistant", "a cold-chain monitoring sensor",
    "an invoice financing product", "a meal-kit service", "a language-learning app",
  ],
  audience: [
    "independent cafés", "small clinics", "freelancers", "family farms", "local retailers", "landlords",
    "remote teams", "students", "construction firms", "nonprofits", "restaurants", "dental practices",
    "logistics SMEs", "creators", "accounting firms",
  ],
  amount: ["$150k", "$250k", "$500k", "$750k", "$1M", "$1.5M", "$2M", "$3M", "$5M"],
  milestone: [
    "closed its seed round", "crossed 10,000 customers", "opened a second location",
    "launched in three new markets", "hit profitability", "shipped version 2.0", "won a regional award",
    "signed its first enterprise customer", "doubled revenue year on year", "hired its 50th employee",
    "moved into a new office", "launched a mobile app",
  ],
  group: [
    "Founders", "Women in Tech", "Product Leaders", "Angel Investors", "Climate Builders", "Data Folks",
    "Designers", "Indie Hackers", "Growth Marketers", "Operators", "Engineering Managers", "Bootstrappers",
  ],
  event: [
    "Meetup", "Demo Day", "Pitch Night", "Breakfast", "Summit", "Workshop", "Hackathon", "Fireside Chat",
    "Networking Evening", "Office Hours",
  ],
  month: [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ],
  n: ["2", "3", "4", "5", "6", "7", "8", "10", "12", "15"],
  headline: [
    "Why most pricing pages underperform", "The state of seed funding this quarter",
    "What we learned running a four-day week", "A practical guide to SOC 2",
    "How small retailers compete with marketplaces", "The hidden cost of technical debt",
    "Ten questions to ask before you raise", "Remote hiring across time zones",
    "What investors look for in a climate deck", "Building a sales team from zero",
  ],
};

export const BIO_SENTENCES = [
  "Currently focused on {topic} in {industry}.",
  "Previously built products at two {industry} startups.",
  "Happy to talk about {topic} and {skill}.",
  "Mentor at a local accelerator; ask me about {topic}.",
  "Writing a newsletter on {industry} every other week.",
  "Looking for a {role} to join an early-stage project.",
  "Based in {city}, often travelling to {city}.",
  "Ten years in {industry}, the last three leading teams.",
  "Open to advisory roles in {industry}.",
  "Speaker on {topic}; slides and recordings on request.",
  "I care about calm teams, clear writing and shipping small.",
  "Investing in founders working on {industry}.",
  "Outside work: running, cooking and too many podcasts.",
  "Organiser of the {city} {group} group.",
];

type Template = { title: string[]; description: string[] };

/** Titles and descriptions of each generated feed item type (article items come with real articles). */
export const FEED_TEMPLATES: Record<string, Template> = {
  group_post: {
    title: [
      "How are you handling {topic}?",
      "Lessons from {n} years of {topic}",
      "Looking for a {role} in {city}",
      "What is your stack for {skill}?",
      "Resources on {topic}?",
      "Anyone going to the {city} {event}?",
      "Our playbook for {topic}",
      "Hot take: {topic} is overrated",
    ],
    description: [
      "We have been experimenting with {topic} for {n} months and would love to compare notes. What worked for you?",
      "Sharing what we learned about {topic} while growing our {industry} team from {n} to {n}0 people.",
      "I put together a short checklist on {topic}. Happy to share it with anyone in the group.",
      "Curious how other {industry} founders approach {topic}. Replies and DMs welcome.",
      "Three things surprised us about {topic}: the cost, the timeline and how much {skill} mattered.",
    ],
  },
  shared_post: {
    title: [
      "Worth a read: {headline}",
      "{headline}",
      "Shared: {headline}",
      "Great thread on {topic}",
    ],
    description: [
      "This matches what we see in {industry}, especially around {topic}.",
      "A clear take on {topic}. The section on {skill} is the best part.",
      "Passing this along for anyone working on {topic} this quarter.",
      "Disagree with some of it, but the data on {industry} is useful.",
    ],
  },
  group: {
    title: [
      "{city} {group}",
      "{group} in {industry}",
      "{industry} {group}",
      "{skill} Practitioners",
    ],
    description: [
      "A group for people working on {topic} in {industry}. Monthly meetups in {city} and an active forum.",
      "Peer support for {group}: share wins, ask questions and find collaborators.",
      "We swap notes on {topic}, {skill} and hiring. Everyone welcome.",
    ],
  },
  event: {
    title: [
      "{industry} {event} — {city}",
      "{city} {group} {event}",
      "{event}: {topic}",
      "{month} {event} on {skill}",
    ],
    description: [
      "Join us in {city} for talks on {topic}, followed by drinks and introductions.",
      "An evening with {n} founders from {industry} sharing what worked and what did not.",
      "Hands-on session on {skill}. Bring a laptop; beginners welcome.",
      "Pitches from {n} early-stage {industry} startups, with feedback from local investors.",
    ],
  },
  business_idea: {
    title: [
      "Building {product} for {audience}",
      "{product} for {audience}",
      "Raising {amount} for {product}",
      "Seeking co-investors: {product}",
    ],
    description: [
      "We are building {product} for {audience}. Early pilots with {n} customers; raising {amount} to grow the team.",
      "{audience} lose hours every week on admin. Our answer is {product}. Looking for angels who know {industry}.",
      "Pre-seed, {n} paying customers, strong retention. Raising {amount} to expand to {city}.",
    ],
  },
  business_update: {
    title: [
      "We {milestone}",
      "Update: we {milestone}",
      "Big news: we {milestone}",
      "{month} update",
    ],
    description: [
      "Thank you to everyone who helped. Next up: {topic} and expanding to {city}.",
      "A milestone for our {industry} team. We are hiring a {role} to keep the momentum going.",
      "Revenue is up, churn is down and we {milestone}. Full investor update in the comments.",
    ],
  },
  business_page: {
    title: ["{company}", "{company} — {industry}", "{company} ({city})"],
    description: [
      "{company} builds {product} for {audience}. Follow the page for updates and openings.",
      "A {industry} company based in {city}, working on {topic}.",
      "We help {audience} with {topic}. Founded in {city}; now a team of {n}0.",
    ],
  },
};

/** How often each generated type appears among the non-member items (weights, summing to 100). */
export const FEED_TYPE_WEIGHTS: [type: string, weight: number][] = [
  ["group_post", 35],
  ["shared_post", 20],
  ["business_update", 12],
  ["business_idea", 10],
  ["event", 10],
  ["group", 8],
  ["business_page", 5],
];
