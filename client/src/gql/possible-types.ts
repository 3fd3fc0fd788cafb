
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "SearchHit": [
      "Article",
      "Group",
      "Profile"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "SearchHit": [
      "Article",
      "Group",
      "Profile"
    ]
  }
};
      export default result;
    