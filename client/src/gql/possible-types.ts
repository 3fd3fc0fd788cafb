
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "SearchHit": [
      "Article",
      "BusinessIdea",
      "BusinessPage",
      "Event",
      "ForumPost",
      "Group",
      "Profile"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "SearchHit": [
      "Article",
      "BusinessIdea",
      "BusinessPage",
      "Event",
      "ForumPost",
      "Group",
      "Profile"
    ]
  }
};
      export default result;
    