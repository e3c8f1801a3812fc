// English words for search, read by the site's search and the MCP server (lib/search/words/index.mjs
// publishes them with each build: docs/WRITING.md, "Search words"). Keep both lists small and
// reviewed: every entry changes the answer to every question that holds it.
export default {
  /**
   * Words a question is made of but no page is found by: question words, pronouns, articles,
   * auxiliaries, prepositions. Left out of a query unless it has nothing else.
   */
  stopWords: [
    'a', 'about', 'after', 'also', 'am', 'an', 'and', 'any', 'are', 'as', 'at', 'be', 'been', 'best', 'but', 'by', 'can', 'could',
    'did', 'do', 'does', 'doing', 'done', 'for', 'from', 'get', 'gets', 'getting', 'got', 'had', 'has', 'have', 'he', 'her', 'his',
    'how', 'i', 'if', 'in', 'into', 'is', 'it', 'its', 'just', 'me', 'may', 'might', 'must', 'my', 'need', 'needs', 'of', 'on',
    'or', 'our', 'ours', 'please', 'she', 'should', 'so', 'some', 'that', 'the', 'their', 'them', 'then', 'there', 'these', 'they',
    'this', 'those', 'to', 'up', 'us', 'want', 'was', 'way', 'we', 'were', 'what', 'when', 'where', 'which', 'while', 'who', 'whom',
    'whose', 'why', 'will', 'with', 'without', 'would', 'you', 'your', 'yours',
  ],
  /**
   * Words readers use for what the pages call otherwise: each group's words stand for one another
   * (a page that holds any of them holds the reader's word). One word per entry, lower case.
   */
  synonyms: [
    // "rotate / replace / renew a key": the pages say "rotating a key".
    ['rotate', 'rotation', 'replace', 'renew'],
    // "push / upload an image".
    ['push', 'upload'],
    // "scale to zero" and "shut it down at night".
    ['zero', 'shut', 'shutdown'],
    // "price" and "pricing": the pages speak of costs.
    ['cost', 'price', 'pricing'],
    // "hand over to an operator": the pages say "agent".
    ['agent', 'operator'],
    // "fine-tune" and "finetune": the pages say "fine-tuning" and "training".
    ['finetune', 'finetuning', 'training'],
  ],
}
