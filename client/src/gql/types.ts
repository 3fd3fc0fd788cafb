export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant, as an RFC 3339 date-time string. Answers are at UTC with milliseconds (`2024-05-01T09:30:00.000Z`); arguments may carry an offset (`2024-05-01T11:30:00+02:00`) but must carry a time and a zone, and anything else is refused before the operation runs. */
  DateTime: { input: string; output: string; }
  /** A JSON object; what it holds depends on the field. */
  JSONObject: { input: unknown; output: unknown; }
  /** A file, sent in a multipart request (the GraphQL multipart request spec: the operation in `operations`, the file parts named in `map`) with an `Apollo-Require-Preflight: true` header. At most 2 files a request and 50 MB a file; each field states its own types and size. Not over WebSocket. */
  Upload: { input: File; output: File; }
};

/** An update a founder posts on their business idea */
export type AddBusinessUpdateInput = {
  /** The idea; the viewer must be its founder */
  businessIdeaId: Scalars['ID']['input'];
  /** 10 to 10,000 characters */
  content: Scalars['String']['input'];
  /** An image (JPEG, PNG, WebP, GIF or AVIF) of at most 5 MB or a video (MP4, M4V, WebM or QuickTime) of at most 50 MB, checked by its bytes */
  media?: InputMaybe<Scalars['Upload']['input']>;
  /** 3 to 100 characters */
  title: Scalars['String']['input'];
};

/** A comment to add (addComment). */
export type AddCommentInput = {
  /** The text; trimmed, then 1 to 2000 characters. */
  content: Scalars['String']['input'];
  /** The id of the content to comment on. */
  contentId: Scalars['ID']['input'];
  /** The type of the content to comment on. */
  contentType: CommentableType;
};

/** The categories an article may be filed under */
export type ArticleCategory =
  /** Business. */
  | 'BUSINESS'
  /** Lifestyle. */
  | 'LIFESTYLE'
  /** Technology. */
  | 'TECHNOLOGY';

/** Where an article stands; drafts are seen only by their author */
export type ArticleStatus =
  /** Saved, not published: only its author sees it, until `publishArticle`. */
  | 'DRAFT'
  /** Reserved: no article is ever given this status today. */
  | 'PENDING'
  /** Published: everyone sees it, and it has a feed item. */
  | 'PUBLISHED';

/** A member's answer to an event: one per member and event. */
export type AttendanceStatus =
  /** Going: a confirmed place, or a place on the waitlist while the event is full (first come, first served). */
  | 'GOING'
  /** Interested, without taking a place. */
  | 'INTERESTED'
  /** No answer; setting it removes the member's answer, freeing any place they held. */
  | 'NONE';

/** Who a privacy setting lets in: everyone, the member's connections, or nobody else */
export type Audience =
  /** Only the member's connections (friends) */
  | 'CONNECTIONS'
  /** Everyone (the default) */
  | 'EVERYONE'
  /** Nobody but the member themself */
  | 'NOBODY';

/** What a super admin did, as the audit log records it. */
export type AuditAction =
  /** A member was banned (`banUser`, a report resolved with BAN_AUTHOR, or the admin command). */
  | 'BAN_USER'
  /** A super admin deleted a piece of content (`deleteContent`, or a report resolved with DELETE_CONTENT). */
  | 'DELETE_CONTENT'
  /** A super admin deleted a member's account (`deleteUser`). */
  | 'DELETE_USER'
  /** A super admin locked a forum post: no new replies. */
  | 'LOCK_FORUM_POST'
  /** A super admin pinned a forum post: it comes first in the forum's lists. */
  | 'PIN_FORUM_POST'
  /** A super admin resolved every open report on a target (`resolveReport`). */
  | 'RESOLVE_REPORT'
  /** A member's ban was lifted (`unbanUser`, or the admin command). */
  | 'UNBAN_USER'
  /** A super admin unlocked a forum post. */
  | 'UNLOCK_FORUM_POST'
  /** A super admin unpinned a forum post. */
  | 'UNPIN_FORUM_POST'
  /** A super admin removed a business page's verified badge. */
  | 'UNVERIFY_PAGE'
  /** A super admin gave a business page its verified badge. */
  | 'VERIFY_PAGE';

/** The kind of business a business page is for; the directory's filter */
export type BusinessCategory =
  /** Automotive */
  | 'AUTOMOTIVE'
  /** Beauty & Wellness */
  | 'BEAUTY_WELLNESS'
  /** Education */
  | 'EDUCATION'
  /** Healthcare */
  | 'HEALTHCARE'
  /** Any other kind of business */
  | 'OTHER'
  /** Professional Services */
  | 'PROFESSIONAL_SERVICES'
  /** Real Estate */
  | 'REAL_ESTATE'
  /** Restaurant */
  | 'RESTAURANT'
  /** Retail */
  | 'RETAIL'
  /** Technology */
  | 'TECHNOLOGY';

/** How the ideas list is ordered */
export type BusinessIdeaSort =
  /** Ideas still raising, the largest share of their goal raised first, then funded ones; ties newest first */
  | 'CLOSEST_TO_GOAL'
  /** Most raised first; ties newest first */
  | 'MOST_FUNDED'
  /** Newest first */
  | 'NEWEST';

/** Whether a business idea is still raising money */
export type BusinessIdeaStatus =
  /** Still raising: not marked funded and below its funding goal */
  | 'ACTIVE'
  /** Funded: its founder marked it so, or what it raised reached its funding goal */
  | 'FUNDED';

/** The password in use and the one to replace it */
export type ChangePasswordInput = {
  /** The password in use now; at most 128 characters */
  currentPassword: Scalars['String']['input'];
  /** 6 to 128 characters, taken as typed (spaces count) */
  newPassword: Scalars['String']['input'];
};

/** Content members comment on (forum replies are comments on a forum post). */
export type CommentableType =
  /** A published article. */
  | 'ARTICLE'
  /** A forum post: its comments are its replies. */
  | 'FORUM_POST'
  /** A post in a group. */
  | 'GROUP_POST'
  /** A business page's post. */
  | 'PAGE_POST';

/** The viewer's distance to a member: SELF (the viewer), FIRST (a connection), SECOND (a connection of a connection), THIRD_PLUS (anyone else) */
export type ConnectionDegree =
  /** A connection of the viewer (an accepted friend request) */
  | 'FIRST'
  /** A connection of one of the viewer's connections */
  | 'SECOND'
  /** The viewer themself */
  | 'SELF'
  /** Anyone else */
  | 'THIRD_PLUS';

/** Where a connection between two members stands, from the member who started it */
export type ConnectionStatus =
  /** Follows the other member */
  | 'FOLLOWING'
  /** Friends: the request was accepted; each follows the other */
  | 'FRIENDS'
  /** Asked the other member to be friends, not answered yet (and follows them meanwhile) */
  | 'FRIEND_REQUESTED';

/** Content members react to (`toggleReaction`, `reactions`). */
export type ContentType =
  /** A published article. */
  | 'ARTICLE'
  /** A business idea. */
  | 'BUSINESS_IDEA'
  /** A forum post. */
  | 'FORUM_POST'
  /** A post in a group. */
  | 'GROUP_POST'
  /** A business page's post. */
  | 'PAGE_POST';

/** A new article (createArticle). */
export type CreateArticleInput = {
  /** Its category; none when omitted. */
  category?: InputMaybe<ArticleCategory>;
  /** The text in Markdown; trimmed, then 10 to 10000 characters. */
  content: Scalars['String']['input'];
  /** True to save it as a draft only its author sees; published at once when false or omitted. */
  draft?: InputMaybe<Scalars['Boolean']['input']>;
  /** A cover image (multipart upload): JPEG, PNG, GIF, WebP or AVIF by its bytes, 400x300 to 2000x2000 px, aspect ratio 1:2 to 3:1, up to 10 MB. Stored re-encoded without its metadata. Bad files answer BAD_USER_INPUT under `fields.file`. */
  image?: InputMaybe<Scalars['Upload']['input']>;
  /** The title; trimmed, then 3 to 100 characters. */
  title: Scalars['String']['input'];
};

/** A new business page. Text is trimmed; a blank optional field is none. Each bad field is named in the error's `extensions.fields` (`file` for a refused image). */
export type CreateBusinessPageInput = {
  /** The address, up to 300 characters */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Required: null gives 'Please select a category' */
  category?: InputMaybe<BusinessCategory>;
  /** The cover: An image (JPEG, PNG, WebP, GIF or AVIF) of at most 5 MB */
  cover?: InputMaybe<Scalars['Upload']['input']>;
  /** Required, at most 2000 characters */
  description: Scalars['String']['input'];
  /** An e-mail address, up to 254 characters */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Opening hours as free text, e.g., Mon-Fri 9AM-5PM; up to 200 characters */
  hours?: InputMaybe<Scalars['String']['input']>;
  /** Required, at most 100 characters */
  name: Scalars['String']['input'];
  /** A phone number, up to 40 characters */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** The profile image (logo): An image (JPEG, PNG, WebP, GIF or AVIF) of at most 5 MB */
  profileImage?: InputMaybe<Scalars['Upload']['input']>;
  /** An http(s) URL, up to 300 characters */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** A new event's details. */
export type CreateEventInput = {
  /** Places for members going: a whole number from 1 to 100,000; null or left out: no limit. */
  capacity?: InputMaybe<Scalars['Int']['input']>;
  /** What it is about: at most 500 characters, trimmed; blank, null or left out: none. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** When it ends: after its start; null or left out: no end. */
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Its image, optional. An image file sent as a multipart upload: JPEG, PNG, WebP, GIF or AVIF, 400x300 to 2000x2000 px, aspect ratio between 1:2 and 3:1, at most 10 MB. It is stored re-encoded, without its metadata. Errors: BAD_USER_INPUT (`fields.file`) when it breaks a rule. */
  image?: InputMaybe<Scalars['Upload']['input']>;
  /** Where it takes place: required, 1 to 100 characters, trimmed. */
  location: Scalars['String']['input'];
  /** When it starts: an instant in the future. */
  startsAt: Scalars['DateTime']['input'];
  /** The creator's IANA time zone ('Europe/Paris'), at most 64 characters; UTC when null or left out. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
  /** Its title: required, 1 to 100 characters, trimmed. */
  title: Scalars['String']['input'];
};

/** A new forum post. */
export type CreateForumPostInput = {
  /** The category to post in. */
  category: ForumCategory;
  /** Its content in markdown: 1 to 10,000 characters, trimmed. */
  content: Scalars['String']['input'];
  /** Its title: 1 to 200 characters, trimmed. */
  title: Scalars['String']['input'];
};

/** A new group's details. */
export type CreateGroupInput = {
  /** Its cover image, optional. An image file sent as a multipart upload: JPEG, PNG, WebP, GIF or AVIF, 400x300 to 2000x2000 px, aspect ratio between 1:2 and 3:1, at most 10 MB. It is stored re-encoded, without its metadata. Errors: BAD_USER_INPUT (`fields.file`) when it breaks a rule. */
  cover?: InputMaybe<Scalars['Upload']['input']>;
  /** What it is about (its About): 10 to 500 characters, trimmed. */
  description: Scalars['String']['input'];
  /** true: its posts, comments and members are for its members only, and it stays out of the feed. Public when left out. */
  isPrivate?: InputMaybe<Scalars['Boolean']['input']>;
  /** Its name: 3 to 50 characters, trimmed. */
  name: Scalars['String']['input'];
};

/** A new post in a group. */
export type CreateGroupPostInput = {
  /** Its text: 1 to 1,000 characters, trimmed. */
  content: Scalars['String']['input'];
  /** The group to post in; the viewer must be one of its members. */
  groupId: Scalars['ID']['input'];
  /** An image, optional. An image file sent as a multipart upload: JPEG, PNG, WebP, GIF or AVIF, 400x300 to 2000x2000 px, aspect ratio between 1:2 and 3:1, at most 10 MB. It is stored re-encoded, without its metadata. Errors: BAD_USER_INPUT (`fields.file`) when it breaks a rule. */
  image?: InputMaybe<Scalars['Upload']['input']>;
};

/** A post a business page's owner writes as the page */
export type CreatePagePostInput = {
  /** Trimmed, 1–2000 characters */
  content: Scalars['String']['input'];
  /** Up to 4 images: JPEG, PNG, WebP, GIF or AVIF, 400x300 to 2000x2000 px, aspect ratio 1:2 to 3:1, up to 10 MB each */
  images?: InputMaybe<Array<Scalars['Upload']['input']>>;
  /** The page; the viewer must own it */
  pageId: Scalars['ID']['input'];
};

/** A member's review of a business page */
export type CreateReviewInput = {
  /** The page to review; not the viewer's own */
  pageId: Scalars['ID']['input'];
  /** 1 to 5 stars */
  rating: Scalars['Int']['input'];
  /** 1–2000 characters */
  text: Scalars['String']['input'];
};

/** How often a member gets an e-mail digest of what they have not read */
export type DigestFrequency =
  /** Once a day */
  | 'DAILY'
  /** No digest */
  | 'OFF'
  /** Once a week (the default) */
  | 'WEEKLY';

/** An education entry: the school required, the rest optional */
export type EducationInput = {
  /** At most 100 characters; blank: none */
  degree?: InputMaybe<Scalars['String']['input']>;
  /** 1900–2100, not before startYear; null: ongoing */
  endYear?: InputMaybe<Scalars['Int']['input']>;
  /** At most 100 characters; blank: none */
  fieldOfStudy?: InputMaybe<Scalars['String']['input']>;
  /** The school: required, trimmed, at most 100 characters */
  school: Scalars['String']['input'];
  /** 1900–2100 */
  startYear?: InputMaybe<Scalars['Int']['input']>;
};

/** Which events a list holds: by whether their end (or, without one, their start) has passed. */
export type EventPeriod =
  /** Events that have ended, the latest start first. */
  | 'PAST'
  /** Events that have not ended yet, the soonest start first. */
  | 'UPCOMING';

/** PENDING: being prepared; READY: downloadable for 7 days; EXPIRED: its file is gone */
export type ExportStatus =
  /** Its 7 days are over and its file removed, or preparing it failed; ask again */
  | 'EXPIRED'
  /** Being prepared */
  | 'PENDING'
  /** Ready to download, for 7 days */
  | 'READY';

/** The feed's filter tabs: which item types a feed shows */
export type FeedFilter =
  /** Every item type (the default). */
  | 'ALL'
  /** Published articles. */
  | 'ARTICLES'
  /** New events. */
  | 'EVENTS'
  /** Forum posts. */
  | 'FORUMS'
  /** New groups, group posts and shared posts. */
  | 'GROUPS'
  /** Business ideas and their founders' updates. */
  | 'INVESTING';

/** What a feed item is about: the kind of content or activity it shows. */
export type FeedItemType =
  /** A member published an article. */
  | 'ARTICLE'
  /** A member submitted a business idea. */
  | 'BUSINESS_IDEA'
  /** A member created a business page. */
  | 'BUSINESS_PAGE'
  /** A business idea's founder posted an update on it. */
  | 'BUSINESS_UPDATE'
  /** A member created an event. */
  | 'EVENT'
  /** A member started a forum post. */
  | 'FORUM_POST'
  /** A member created a public group. */
  | 'GROUP'
  /** A member posted in a public group. */
  | 'GROUP_POST'
  /** A member joined Agora. */
  | 'NEW_USER'
  /** A business page posted; shown to the page's owner and followers. */
  | 'PAGE_POST'
  /** A member shared a post (a public group's or a business page's) to their own feed, with an optional comment. */
  | 'SHARED_POST';

/** The feed's orders: newest first, or the member's network first */
export type FeedOrder =
  /** Newest first (the default). */
  | 'RECENT'
  /** The member's network first: their connections, the members and pages they follow, their groups and their own items, then what their connections reacted to or commented on, then everything else they may see (these two only from the last 30 days); each level by engagement with a recency decay. Visitors get RECENT. */
  | 'TOP';

/** The forums' four categories, in the order screens show them. */
export type ForumCategory =
  /** 'Business': strategy, funding, sales and growing a company. */
  | 'BUSINESS'
  /** 'General Discussion': introductions, news and conversations about professional life. */
  | 'GENERAL_DISCUSSION'
  /** 'Help & Support': questions about Agora and help from the community. */
  | 'HELP_SUPPORT'
  /** 'Technology': software, hardware, data and the tools teams build with. */
  | 'TECHNOLOGY';

/** A member's role in a group. A group always keeps at least one admin. */
export type GroupRole =
  /** Runs the group: changes its details, decides join requests, invites, sets roles, removes members and deletes it; also moderates. */
  | 'ADMIN'
  /** Reads, posts and comments in the group (the role everyone joins with). */
  | 'MEMBER'
  /** Moderates: deletes other members' posts and comments in the group. */
  | 'MODERATOR';

/** The industry a business idea belongs to; the /investing tabs show them in this order */
export type Industry =
  /** Agriculture */
  | 'AGRICULTURE'
  /** Education */
  | 'EDUCATION'
  /** Energy */
  | 'ENERGY'
  /** Entertainment */
  | 'ENTERTAINMENT'
  /** E-commerce */
  | 'E_COMMERCE'
  /** Finance */
  | 'FINANCE'
  /** Food */
  | 'FOOD'
  /** Healthcare */
  | 'HEALTHCARE'
  /** Manufacturing */
  | 'MANUFACTURING'
  /** Any other industry */
  | 'OTHER'
  /** Real Estate */
  | 'REAL_ESTATE'
  /** Retail */
  | 'RETAIL'
  /** Technology */
  | 'TECHNOLOGY'
  /** Transportation */
  | 'TRANSPORTATION';

/** Where an invitation to join a group stands. */
export type InvitationStatus =
  /** Settled: the invitee joined, by accepting it, by asking to join or by an approved request. */
  | 'ACCEPTED'
  /** The invitee declined it; the group's admins may invite them again. */
  | 'DECLINED'
  /** Waiting for the invitee to accept or decline it. */
  | 'PENDING';

/** Where a member's request to join a group stands. */
export type JoinRequestStatus =
  /** Settled: the member joined, by an admin's approval or by accepting an invitation. It stays so after they leave. */
  | 'APPROVED'
  /** Waiting for an admin's decision; the member may withdraw it. */
  | 'PENDING'
  /** An admin declined it; the member may ask again. */
  | 'REJECTED';

/** The kind of file a business update carries */
export type MediaType =
  /** An image (JPEG, PNG, WebP, GIF or AVIF), re-encoded by the server */
  | 'IMAGE'
  /** A video (MP4, M4V, WebM or QuickTime), stored as uploaded */
  | 'VIDEO';

/** What a direct message is: ordinary, or a business inquiry about a business idea */
export type MessageType =
  /** An inquiry to an idea's owner, naming the idea in `businessIdeaId` (sent without one, it is refused); listed on its own tab. */
  | 'BUSINESS_INQUIRY'
  /** An ordinary direct message (the default). */
  | 'GENERAL';

/** Something members report and super admins moderate (list, delete). */
export type ModerationTarget =
  /** An article. */
  | 'ARTICLE'
  /** A business idea. */
  | 'BUSINESS_IDEA'
  /** A business page. */
  | 'BUSINESS_PAGE'
  /** A comment, or a reply to a forum post. */
  | 'COMMENT'
  /** An event. */
  | 'EVENT'
  /** A forum post. */
  | 'FORUM_POST'
  /** A group. */
  | 'GROUP'
  /** A post in a group. */
  | 'GROUP_POST'
  /** A business page's post. */
  | 'PAGE_POST'
  /** A member's profile: members report it; it is not deleted as content. */
  | 'PROFILE'
  /** A review of a business page. */
  | 'REVIEW';

/** What a notification is about, which also decides its e-mail and whether a preference mutes it. */
export type NotificationType =
  /** A business idea the member reacted to or asked about (a business inquiry) has a new update. */
  | 'BUSINESS_UPDATE'
  /** A member commented on content the member wrote (an article or a post), or replied to their forum post. */
  | 'COMMENT'
  /** A member started following the member; new followers fold into one notification until it is read. */
  | 'CONNECTION'
  /** A member sent the member a connection request. */
  | 'CONNECTION_REQUEST'
  /** The copy of the member's data they asked for is ready to download. */
  | 'DATA_EXPORT_READY'
  /** An event the member answered was cancelled. */
  | 'EVENT_CANCELLED'
  /** A place opened up at a full event: the member moved from its waitlist to going. */
  | 'EVENT_PROMOTED'
  /** An event the member is going to starts within 24 hours. */
  | 'EVENT_REMINDER'
  /** An event the member answered has a new time or place. */
  | 'EVENT_UPDATED'
  /** A member invited the member to join a group. */
  | 'GROUP_INVITATION'
  /** A group's admins approved or declined the member's request to join it. */
  | 'GROUP_JOIN_DECISION'
  /** A member asked to join a group the member is an admin of. */
  | 'GROUP_JOIN_REQUEST'
  /** A member mentioned the member (`@username`) in a post, article or comment the member may read; messages notify no one of mentions. */
  | 'MENTION'
  /** A member sent the member a direct message. */
  | 'MESSAGE'
  /** A member started following the member's business page; new followers fold into one notification until it is read. */
  | 'PAGE_FOLLOWED'
  /** A member reviewed the member's business page. */
  | 'PAGE_REVIEWED'
  /** A member reacted to content the member wrote; reactions to one piece fold into one notification until it is read. */
  | 'REACTION'
  /** A super admin resolved a report the member filed; the message says the outcome. */
  | 'REPORT_RESOLVED';

/** A position (experience): title, company and start month required; no end month for a current one */
export type PositionInput = {
  /** The company: required, trimmed, at most 100 characters */
  company: Scalars['String']['input'];
  /** At most 2000 characters; blank: none */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The month it ended: 'YYYY-MM', not before startMonth; null or blank: current */
  endMonth?: InputMaybe<Scalars['String']['input']>;
  /** At most 100 characters; blank: none */
  location?: InputMaybe<Scalars['String']['input']>;
  /** The month it began: 'YYYY-MM', years 1900–2100 */
  startMonth: Scalars['String']['input'];
  /** The job title: required, trimmed, at most 100 characters */
  title: Scalars['String']['input'];
};

/** Privacy controls; those left out stay as they are */
export type PrivacyInput = {
  /** Who may list the member's connections, followers and following */
  connectionsVisibleTo?: InputMaybe<Audience>;
  /** Whether a whole e-mail address finds the member in contacts search */
  discoverableByEmail?: InputMaybe<Scalars['Boolean']['input']>;
  /** Who may message the member (business inquiries too) */
  whoCanMessage?: InputMaybe<Audience>;
};

/** The kinds of reaction, labelled Like, Dislike, Love, Haha and Sad. Articles, group posts and page posts take all five; business ideas and forum posts only LIKE */
export type ReactionType =
  /** Sad. */
  | 'CRY'
  /** Dislike. */
  | 'DISLIKE'
  /** Haha. */
  | 'LAUGH'
  /** Like: taken by every kind of content. */
  | 'LIKE'
  /** Love. */
  | 'LOVE';

/** How a super admin resolves the reports on a target */
export type ReportAction =
  /** Bans the reported member, or the content's author (as it was when reported) */
  | 'BAN_AUTHOR'
  /** Deletes the reported content (not possible for a profile) */
  | 'DELETE_CONTENT'
  /** No action: the target stays */
  | 'DISMISS';

/** Why a member reports a profile or content */
export type ReportReason =
  /** Harassment */
  | 'HARASSMENT'
  /** Something else, which the report's details must describe */
  | 'OTHER'
  /** Spam */
  | 'SPAM';

/** Where a report stands */
export type ReportStatus =
  /** Waiting for a super admin */
  | 'OPEN'
  /** A super admin resolved it; its action says how */
  | 'RESOLVED';

/** A new password, with the token of an e-mailed reset link */
export type ResetPasswordInput = {
  /** 6 to 128 characters, taken as typed (spaces count) */
  newPassword: Scalars['String']['input'];
  /** The `token` parameter of the e-mailed link; at most 200 characters */
  token: Scalars['String']['input'];
};

/** How risky the founder rates their business idea */
export type RiskLevel =
  /** High risk */
  | 'HIGH'
  /** Low risk */
  | 'LOW'
  /** Medium risk (the default) */
  | 'MEDIUM';

/** A direct message to send (sendMessage). */
export type SendMessageInput = {
  /** The business idea a business inquiry is about: required with BUSINESS_INQUIRY (but in an inquiry thread whose idea was deleted, which carries on without one), refused with GENERAL (BAD_USER_INPUT, `fields.businessIdeaId`); NOT_FOUND when no such idea exists. */
  businessIdeaId?: InputMaybe<Scalars['ID']['input']>;
  /** The business page it is sent from (its Message button); NOT_FOUND when no such page exists. */
  businessPageId?: InputMaybe<Scalars['ID']['input']>;
  /** The text; trimmed, then 1 to 5000 characters. */
  content: Scalars['String']['input'];
  /** GENERAL unless given; BUSINESS_INQUIRY for an inquiry about a business idea. */
  messageType?: MessageType;
  /** The member to write to: not the viewer, not a suspended member, not across a block, and one whose `whoCanMessage` admits the viewer. */
  receiverId: Scalars['ID']['input'];
};

/** What signing in with a password takes */
export type SignInInput = {
  /** The account's e-mail address, any case; at most 254 characters */
  email: Scalars['String']['input'];
  /** The password, as typed; at most 128 characters */
  password: Scalars['String']['input'];
};

/** A new account. Checked in stages (lengths, then blanks, then formats), so one kind of problem is reported at a time */
export type SignUpInput = {
  /** A valid e-mail address, at most 254 characters; kept lower-case, one account per address */
  email: Scalars['String']['input'];
  /** 6 to 128 characters, taken as typed (spaces count) */
  password: Scalars['String']['input'];
  /** Trimmed; 3 to 30 letters, digits, dots, underscores or hyphens; unique whatever the case, and never changed later */
  username: Scalars['String']['input'];
};

/** A new business idea. Text is trimmed; a blank optional text is none. Each bad field is named in the error's `extensions.fields`. */
export type SubmitBusinessIdeaInput = {
  /** 20 to 10,000 characters */
  description: Scalars['String']['input'];
  /** The equity offered, in percent: 0.1 to 100 in steps of 0.1; optional */
  equityOffered?: InputMaybe<Scalars['Float']['input']>;
  /** Whole US dollars, at most 1,000,000,000, at least 1,000 */
  fundingGoal: Scalars['Float']['input'];
  /** An image (JPEG, PNG, WebP, GIF or AVIF) of at most 5 MB, checked by its bytes */
  image?: InputMaybe<Scalars['Upload']['input']>;
  /** Required: null answers 'Please select an industry' */
  industry?: InputMaybe<Industry>;
  /** Where the business is, up to 100 characters */
  location?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) URL, up to 500 characters */
  pitchDeckUrl?: InputMaybe<Scalars['String']['input']>;
  /** MEDIUM by default */
  risk?: InputMaybe<RiskLevel>;
  /** 5 to 100 characters */
  title: Scalars['String']['input'];
  /** A video (MP4, M4V, WebM or QuickTime) of at most 50 MB, checked by its bytes */
  video?: InputMaybe<Scalars['Upload']['input']>;
  /** An http(s) URL, up to 500 characters */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** A reaction to give or take back (toggleReaction). */
export type ToggleReactionInput = {
  /** The content's id. */
  contentId: Scalars['ID']['input'];
  /** The type of the content. */
  contentType: ContentType;
  /** The kind: business ideas and forum posts take only LIKE (BAD_USER_INPUT under `fields.reactionType` otherwise). */
  reactionType: ReactionType;
};

/** Changes to a business idea. A field left out (or null, for title, description, fundingGoal, currentFunding, industry, risk and status) stays as it is; null or an empty text clears equityOffered, location, website and pitchDeckUrl. The same rules as SubmitBusinessIdeaInput apply. */
export type UpdateBusinessIdeaInput = {
  /** Whole US dollars, at most 1,000,000,000: raised so far, at least 0 */
  currentFunding?: InputMaybe<Scalars['Float']['input']>;
  /** 20 to 10,000 characters */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The equity offered, in percent: 0.1 to 100 in steps of 0.1 */
  equityOffered?: InputMaybe<Scalars['Float']['input']>;
  /** Whole US dollars, at most 1,000,000,000, at least 1,000 */
  fundingGoal?: InputMaybe<Scalars['Float']['input']>;
  /** An image (JPEG, PNG, WebP, GIF or AVIF) of at most 5 MB, checked by its bytes; it replaces the current one */
  image?: InputMaybe<Scalars['Upload']['input']>;
  /** The industry it belongs to */
  industry?: InputMaybe<Industry>;
  /** Where the business is, up to 100 characters */
  location?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) URL, up to 500 characters */
  pitchDeckUrl?: InputMaybe<Scalars['String']['input']>;
  /** How risky the founder rates it */
  risk?: InputMaybe<RiskLevel>;
  /** FUNDED marks the idea funded; ACTIVE takes that mark back (it still reads FUNDED while currentFunding reaches fundingGoal) */
  status?: InputMaybe<BusinessIdeaStatus>;
  /** 5 to 100 characters */
  title?: InputMaybe<Scalars['String']['input']>;
  /** A video (MP4, M4V, WebM or QuickTime) of at most 50 MB, checked by its bytes; it replaces the current one */
  video?: InputMaybe<Scalars['Upload']['input']>;
  /** An http(s) URL, up to 500 characters */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a business page's details. A field left out (or null, for name, category and description) stays as it is; null or a blank text clears website, phone, email, address and hours. The same rules as CreateBusinessPageInput apply. */
export type UpdateBusinessPageInput = {
  /** The address, up to 300 characters */
  address?: InputMaybe<Scalars['String']['input']>;
  /** The kind of business */
  category?: InputMaybe<BusinessCategory>;
  /** At most 2000 characters; not blank */
  description?: InputMaybe<Scalars['String']['input']>;
  /** An e-mail address, up to 254 characters */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Opening hours as free text, up to 200 characters */
  hours?: InputMaybe<Scalars['String']['input']>;
  /** At most 100 characters; not blank */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A phone number, up to 40 characters */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) URL, up to 300 characters */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to an event: what is left out stays as it is; null removes an optional detail (description, end, capacity) and keeps a required one. */
export type UpdateEventInput = {
  /** A new number of places, 1 to 100,000 and not fewer than the members already going; more places move members from the waitlist. null removes the limit: everyone waiting is going. */
  capacity?: InputMaybe<Scalars['Int']['input']>;
  /** A new description, at most 500 characters; null or blank removes it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A new end, after the start; null removes the end. */
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** A new image, replacing the old one (whose file is discarded). An image file sent as a multipart upload: JPEG, PNG, WebP, GIF or AVIF, 400x300 to 2000x2000 px, aspect ratio between 1:2 and 3:1, at most 10 MB. It is stored re-encoded, without its metadata. Errors: BAD_USER_INPUT (`fields.file`) when it breaks a rule. */
  image?: InputMaybe<Scalars['Upload']['input']>;
  /** A new place: 1 to 100 characters, trimmed. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** A new start: an instant in the future (the current start may be sent again as it is). */
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** A new IANA time zone ('Europe/Paris'), at most 64 characters. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
  /** A new title: 1 to 100 characters, trimmed. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a forum post: what is left out (or null) stays as it is. */
export type UpdateForumPostInput = {
  /** A new category. */
  category?: InputMaybe<ForumCategory>;
  /** New content in markdown: 1 to 10,000 characters, trimmed. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** A new title: 1 to 200 characters, trimmed. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a group's details: what is left out (or null) stays as it is. */
export type UpdateGroupInput = {
  /** A new cover, replacing the old one (whose file is discarded). An image file sent as a multipart upload: JPEG, PNG, WebP, GIF or AVIF, 400x300 to 2000x2000 px, aspect ratio between 1:2 and 3:1, at most 10 MB. It is stored re-encoded, without its metadata. Errors: BAD_USER_INPUT (`fields.file`) when it breaks a rule. */
  cover?: InputMaybe<Scalars['Upload']['input']>;
  /** A new About: 10 to 500 characters, trimmed. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** true makes a public group private: its group, post and share items leave the feed. false makes it public: new posts get feed items, but the group and its earlier posts do not return to the feed. */
  isPrivate?: InputMaybe<Scalars['Boolean']['input']>;
  /** A new name: 3 to 50 characters, trimmed. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** true removes the cover and its file; a new `cover` sent with it wins. */
  removeCover?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Fields left out stay as they are; the username cannot be changed after signup */
export type UpdateProfileInput = {
  /** An http(s) URL of at most 2000 characters; an empty string removes the avatar, the current address keeps it */
  avatarUrl?: InputMaybe<Scalars['String']['input']>;
  /** About the member: at most 2000 characters, trimmed; empty clears it */
  bio?: InputMaybe<Scalars['String']['input']>;
  /** Where the member works: at most 100 characters, trimmed; empty clears it */
  company?: InputMaybe<Scalars['String']['input']>;
  /** The name shown: at most 100 characters, trimmed; empty clears it */
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** Where the member is: at most 100 characters, trimmed; empty clears it */
  location?: InputMaybe<Scalars['String']['input']>;
  /** Replaces the skills: at most 50, each at most 50 characters; trimmed, blank and repeated ones (whatever the case) dropped */
  skills?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The job title: at most 100 characters, trimmed; empty clears it */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A review's new stars and text; both are required */
export type UpdateReviewInput = {
  /** 1 to 5 stars */
  rating: Scalars['Int']['input'];
  /** 1–2000 characters */
  text: Scalars['String']['input'];
};

/** Settings switches; those left out or null stay as they are */
export type UpdateSettingsInput = {
  /** Allow usage data collection to improve Agora */
  dataCollection?: InputMaybe<Scalars['Boolean']['input']>;
  /** False turns every kind of notification's e-mail off; true brings back the default e-mails (MemberSettings.emailNotifications) */
  emailNotifications?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether others see the profile's details (MemberSettings.profileVisible) */
  profileVisible?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether the member wants push notifications */
  pushNotifications?: InputMaybe<Scalars['Boolean']['input']>;
};
