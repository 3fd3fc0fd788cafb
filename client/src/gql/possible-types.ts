
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "SearchHit": [
      "Article",
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
      "BusinessPage",
      "Event",
      "ForumPost",
      "Group",
      "Profile"
    ]
  }
};
      export default result;
    