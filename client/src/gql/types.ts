export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar. */
  DateTime: { input: string; output: string; }
  /** The `JSONObject` scalar type represents JSON objects as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSONObject: { input: unknown; output: unknown; }
  /** The `Upload` scalar type represents a file upload. */
  Upload: { input: File; output: File; }
};

export type AddBusinessUpdateInput = {
  businessIdeaId: Scalars['ID']['input'];
  /** At least 10 characters */
  content: Scalars['String']['input'];
  /** Checked by its bytes: an image up to 5 MB or a video (MP4, WebM, QuickTime) up to 50 MB */
  media?: InputMaybe<Scalars['Upload']['input']>;
  /** 3 to 100 characters */
  title: Scalars['String']['input'];
};

export type AddCommentInput = {
  /** Trimmed, 1 to 2000 characters */
  content: Scalars['String']['input'];
  contentId: Scalars['ID']['input'];
  contentType: CommentableType;
};

export type ArticleCategory =
  | 'BUSINESS'
  | 'LIFESTYLE'
  | 'TECHNOLOGY';

/** Drafts are seen only by their author */
export type ArticleStatus =
  | 'DRAFT'
  | 'PENDING'
  | 'PUBLISHED';

/** GOING also while on the waitlist of a full event; NONE: no answer */
export type AttendanceStatus =
  | 'GOING'
  | 'INTERESTED'
  | 'NONE';

/** Who a privacy setting lets in: everyone, the member's connections, or nobody else */
export type Audience =
  | 'CONNECTIONS'
  | 'EVERYONE'
  | 'NOBODY';

export type AuditAction =
  | 'BAN_USER'
  | 'DELETE_CONTENT'
  | 'DELETE_USER'
  | 'LOCK_FORUM_POST'
  | 'PIN_FORUM_POST'
  | 'RESOLVE_REPORT'
  | 'UNBAN_USER'
  | 'UNLOCK_FORUM_POST'
  | 'UNPIN_FORUM_POST'
  | 'UNVERIFY_PAGE'
  | 'VERIFY_PAGE';

/** Restaurant, Retail, Technology, Healthcare, Education, Real Estate, Automotive, Beauty & Wellness, Professional Services, Other */
export type BusinessCategory =
  | 'AUTOMOTIVE'
  | 'BEAUTY_WELLNESS'
  | 'EDUCATION'
  | 'HEALTHCARE'
  | 'OTHER'
  | 'PROFESSIONAL_SERVICES'
  | 'REAL_ESTATE'
  | 'RESTAURANT'
  | 'RETAIL'
  | 'TECHNOLOGY';

/** How the ideas list is ordered */
export type BusinessIdeaSort =
  /** Ideas still raising, the largest share of their goal raised first, then funded ones; ties newest first */
  | 'CLOSEST_TO_GOAL'
  /** Most raised first; ties newest first */
  | 'MOST_FUNDED'
  /** Newest first */
  | 'NEWEST';

export type BusinessIdeaStatus =
  | 'ACTIVE'
  | 'FUNDED';

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

/** Content members comment on (forum replies are comments on a forum post) */
export type CommentableType =
  | 'ARTICLE'
  | 'FORUM_POST'
  | 'GROUP_POST'
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

export type ConnectionStatus =
  | 'FOLLOWING'
  | 'FRIENDS'
  | 'FRIEND_REQUESTED';

/** Content members react to */
export type ContentType =
  | 'ARTICLE'
  | 'BUSINESS_IDEA'
  | 'FORUM_POST'
  | 'GROUP_POST'
  | 'PAGE_POST';

export type CreateArticleInput = {
  category?: InputMaybe<ArticleCategory>;
  /** Markdown, 10 to 10000 characters */
  content: Scalars['String']['input'];
  /** Save as a draft only its author sees; published at once otherwise */
  draft?: InputMaybe<Scalars['Boolean']['input']>;
  /** JPG, PNG or GIF, 400x300 to 2000x2000 px, aspect ratio 1:2 to 3:1, up to 10 MB */
  image?: InputMaybe<Scalars['Upload']['input']>;
  /** 3 to 100 characters */
  title: Scalars['String']['input'];
};

export type CreateBusinessPageInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  /** Required: null gives 'Please select a category' */
  category?: InputMaybe<BusinessCategory>;
  /** An image of at most 5 MB */
  cover?: InputMaybe<Scalars['Upload']['input']>;
  /** Required, at most 2000 characters */
  description: Scalars['String']['input'];
  /** An e-mail address */
  email?: InputMaybe<Scalars['String']['input']>;
  /** e.g., Mon-Fri 9AM-5PM */
  hours?: InputMaybe<Scalars['String']['input']>;
  /** Required, at most 100 characters */
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  /** An image of at most 5 MB */
  profileImage?: InputMaybe<Scalars['Upload']['input']>;
  /** An http(s) URL */
  website?: InputMaybe<Scalars['String']['input']>;
};

export type CreateEventInput = {
  /** At least 1; none: no limit */
  capacity?: InputMaybe<Scalars['Int']['input']>;
  /** At most 500 characters */
  description?: InputMaybe<Scalars['String']['input']>;
  /** After the start */
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** JPG, PNG or GIF, 400x300 to 2000x2000 px, aspect ratio 1:2 to 3:1, up to 10 MB */
  image?: InputMaybe<Scalars['Upload']['input']>;
  /** Required (not blank), at most 100 characters */
  location: Scalars['String']['input'];
  /** In the future */
  startsAt: Scalars['DateTime']['input'];
  /** The creator's IANA time zone; UTC by default */
  timeZone?: InputMaybe<Scalars['String']['input']>;
  /** Required (not blank), at most 100 characters */
  title: Scalars['String']['input'];
};

export type CreateForumPostInput = {
  category: ForumCategory;
  /** Trimmed, 1 to 10000 characters (markdown) */
  content: Scalars['String']['input'];
  /** Trimmed, 1 to 200 characters */
  title: Scalars['String']['input'];
};

export type CreateGroupInput = {
  /** JPG, PNG or GIF, 400x300 to 2000x2000 px, aspect ratio 1:2 to 3:1, up to 10 MB */
  cover?: InputMaybe<Scalars['Upload']['input']>;
  /** 10 to 500 characters */
  description: Scalars['String']['input'];
  /** Posts and members for members only; public by default */
  isPrivate?: InputMaybe<Scalars['Boolean']['input']>;
  /** 3 to 50 characters */
  name: Scalars['String']['input'];
};

export type CreateGroupPostInput = {
  /** Trimmed, 1 to 1000 characters */
  content: Scalars['String']['input'];
  groupId: Scalars['ID']['input'];
  /** JPG, PNG or GIF, 400x300 to 2000x2000 px, aspect ratio 1:2 to 3:1, up to 10 MB */
  image?: InputMaybe<Scalars['Upload']['input']>;
};

export type CreatePagePostInput = {
  /** Trimmed, 1–2000 characters */
  content: Scalars['String']['input'];
  /** Up to 4 images: JPG, PNG or GIF, 400x300 to 2000x2000 px, aspect ratio 1:2 to 3:1, up to 10 MB each */
  images?: InputMaybe<Array<Scalars['Upload']['input']>>;
  pageId: Scalars['ID']['input'];
};

export type CreateReviewInput = {
  pageId: Scalars['ID']['input'];
  /** 1 to 5 stars */
  rating: Scalars['Int']['input'];
  /** 1–2000 characters */
  text: Scalars['String']['input'];
};

/** How often a member gets an e-mail digest of what they have not read */
export type DigestFrequency =
  | 'DAILY'
  | 'OFF'
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

/** UPCOMING: not yet ended, soonest first; PAST: ended, latest first */
export type EventPeriod =
  | 'PAST'
  | 'UPCOMING';

/** PENDING: being prepared; READY: downloadable for 7 days; EXPIRED: its file is gone */
export type ExportStatus =
  | 'EXPIRED'
  | 'PENDING'
  | 'READY';

/** The feed's filter tabs */
export type FeedFilter =
  | 'ALL'
  | 'ARTICLES'
  | 'EVENTS'
  | 'FORUMS'
  | 'GROUPS'
  | 'INVESTING';

/** What a feed item is about */
export type FeedItemType =
  | 'ARTICLE'
  | 'BUSINESS_IDEA'
  | 'BUSINESS_PAGE'
  | 'BUSINESS_UPDATE'
  | 'EVENT'
  | 'FORUM_POST'
  | 'GROUP'
  | 'GROUP_POST'
  | 'NEW_USER'
  | 'PAGE_POST'
  | 'SHARED_POST';

/** The feed's orders */
export type FeedOrder =
  /** Newest first (the default) */
  | 'RECENT'
  /** The member's network first: their connections, the members and pages they follow, their groups and their own items, then what their connections reacted to or commented on, then popular content; each level by engagement with a recency decay. Visitors get RECENT */
  | 'TOP';

/** 'General Discussion', 'Technology', 'Business', 'Help & Support' */
export type ForumCategory =
  | 'BUSINESS'
  | 'GENERAL_DISCUSSION'
  | 'HELP_SUPPORT'
  | 'TECHNOLOGY';

/** Admins run the group; moderators also delete posts and comments */
export type GroupRole =
  | 'ADMIN'
  | 'MEMBER'
  | 'MODERATOR';

export type Industry =
  | 'AGRICULTURE'
  | 'EDUCATION'
  | 'ENERGY'
  | 'ENTERTAINMENT'
  | 'E_COMMERCE'
  | 'FINANCE'
  | 'FOOD'
  | 'HEALTHCARE'
  | 'MANUFACTURING'
  | 'OTHER'
  | 'REAL_ESTATE'
  | 'RETAIL'
  | 'TECHNOLOGY'
  | 'TRANSPORTATION';

export type InvitationStatus =
  | 'ACCEPTED'
  | 'DECLINED'
  | 'PENDING';

export type JoinRequestStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

export type MediaType =
  | 'IMAGE'
  | 'VIDEO';

export type MessageType =
  | 'BUSINESS_INQUIRY'
  | 'GENERAL';

export type ModerationTarget =
  | 'ARTICLE'
  | 'BUSINESS_IDEA'
  | 'BUSINESS_PAGE'
  | 'COMMENT'
  | 'EVENT'
  | 'FORUM_POST'
  | 'GROUP'
  | 'GROUP_POST'
  | 'PAGE_POST'
  | 'PROFILE'
  | 'REVIEW';

export type NotificationType =
  | 'BUSINESS_UPDATE'
  | 'COMMENT'
  | 'CONNECTION'
  | 'CONNECTION_REQUEST'
  | 'DATA_EXPORT_READY'
  | 'EVENT_CANCELLED'
  | 'EVENT_PROMOTED'
  | 'EVENT_REMINDER'
  | 'EVENT_UPDATED'
  | 'GROUP_INVITATION'
  | 'GROUP_JOIN_DECISION'
  | 'GROUP_JOIN_REQUEST'
  | 'MENTION'
  | 'MESSAGE'
  | 'PAGE_FOLLOWED'
  | 'PAGE_REVIEWED'
  | 'REACTION'
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

/** Labelled Like, Dislike, Love, Haha and Sad */
export type ReactionType =
  | 'CRY'
  | 'DISLIKE'
  | 'LAUGH'
  | 'LIKE'
  | 'LOVE';

export type ReportAction =
  | 'BAN_AUTHOR'
  | 'DELETE_CONTENT'
  | 'DISMISS';

export type ReportReason =
  | 'HARASSMENT'
  | 'OTHER'
  | 'SPAM';

export type ReportStatus =
  | 'OPEN'
  | 'RESOLVED';

export type ResetPasswordInput = {
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

/** Labelled Low, Medium, High */
export type RiskLevel =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM';

export type SendMessageInput = {
  /** The business idea a business inquiry is about */
  businessIdeaId?: InputMaybe<Scalars['ID']['input']>;
  /** The business page it is sent from (its Message button) */
  businessPageId?: InputMaybe<Scalars['ID']['input']>;
  /** Trimmed; must not be empty */
  content: Scalars['String']['input'];
  messageType?: MessageType;
  receiverId: Scalars['ID']['input'];
};

export type SignInInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type SignUpInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type SubmitBusinessIdeaInput = {
  /** At least 20 characters */
  description: Scalars['String']['input'];
  /** 0.1 to 100 in steps of 0.1 */
  equityOffered?: InputMaybe<Scalars['Float']['input']>;
  /** Whole US dollars, at most 1,000,000,000, at least 1,000 */
  fundingGoal: Scalars['Float']['input'];
  /** Checked by its bytes: an image up to 5 MB or a video (MP4, WebM, QuickTime) up to 50 MB */
  image?: InputMaybe<Scalars['Upload']['input']>;
  /** Required: null answers 'Please select an industry' */
  industry?: InputMaybe<Industry>;
  location?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) URL */
  pitchDeckUrl?: InputMaybe<Scalars['String']['input']>;
  /** MEDIUM by default */
  risk?: InputMaybe<RiskLevel>;
  /** 5 to 100 characters */
  title: Scalars['String']['input'];
  /** Checked by its bytes: an image up to 5 MB or a video (MP4, WebM, QuickTime) up to 50 MB */
  video?: InputMaybe<Scalars['Upload']['input']>;
  /** An http(s) URL */
  website?: InputMaybe<Scalars['String']['input']>;
};

export type ToggleReactionInput = {
  contentId: Scalars['ID']['input'];
  contentType: ContentType;
  reactionType: ReactionType;
};

/** What is left out stays as it is; an empty text clears an optional one */
export type UpdateBusinessIdeaInput = {
  /** Whole US dollars, at most 1,000,000,000: raised so far, at least 0 */
  currentFunding?: InputMaybe<Scalars['Float']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  equityOffered?: InputMaybe<Scalars['Float']['input']>;
  /** Whole US dollars, at most 1,000,000,000, at least 1,000 */
  fundingGoal?: InputMaybe<Scalars['Float']['input']>;
  /** Checked by its bytes: an image up to 5 MB or a video (MP4, WebM, QuickTime) up to 50 MB */
  image?: InputMaybe<Scalars['Upload']['input']>;
  industry?: InputMaybe<Industry>;
  location?: InputMaybe<Scalars['String']['input']>;
  pitchDeckUrl?: InputMaybe<Scalars['String']['input']>;
  risk?: InputMaybe<RiskLevel>;
  status?: InputMaybe<BusinessIdeaStatus>;
  title?: InputMaybe<Scalars['String']['input']>;
  /** Checked by its bytes: an image up to 5 MB or a video (MP4, WebM, QuickTime) up to 50 MB */
  video?: InputMaybe<Scalars['Upload']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
};

/** What is left out stays; a blank optional field clears it */
export type UpdateBusinessPageInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<BusinessCategory>;
  description?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  hours?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
};

/** What is left out stays as it is; capacity null removes the limit */
export type UpdateEventInput = {
  capacity?: InputMaybe<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** JPG, PNG or GIF, 400x300 to 2000x2000 px, aspect ratio 1:2 to 3:1, up to 10 MB */
  image?: InputMaybe<Scalars['Upload']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** What is left out stays as it is */
export type UpdateForumPostInput = {
  category?: InputMaybe<ForumCategory>;
  content?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** What is left out stays as it is */
export type UpdateGroupInput = {
  /** JPG, PNG or GIF, 400x300 to 2000x2000 px, aspect ratio 1:2 to 3:1, up to 10 MB */
  cover?: InputMaybe<Scalars['Upload']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  isPrivate?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** true removes the cover and its file; a new cover wins */
  removeCover?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Fields left out stay as they are; the username cannot be changed after signup */
export type UpdateProfileInput = {
  /** An http(s) URL; an empty string removes the avatar */
  avatarUrl?: InputMaybe<Scalars['String']['input']>;
  bio?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  /** Trimmed; empty entries are dropped */
  skills?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateReviewInput = {
  /** 1 to 5 stars */
  rating: Scalars['Int']['input'];
  /** 1–2000 characters */
  text: Scalars['String']['input'];
};

/** Switches left out stay as they are */
export type UpdateSettingsInput = {
  dataCollection?: InputMaybe<Scalars['Boolean']['input']>;
  emailNotifications?: InputMaybe<Scalars['Boolean']['input']>;
  profileVisible?: InputMaybe<Scalars['Boolean']['input']>;
  pushNotifications?: InputMaybe<Scalars['Boolean']['input']>;
};
