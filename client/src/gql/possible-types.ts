
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "SearchHit": [
      "Article",
      "Profile"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "SearchHit": [
      "Article",
      "Profile"
    ]
  }
};
      export default result;
    