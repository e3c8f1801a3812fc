/** Resolves once `url` answers; throws after ~5 s. For servers the tests start themselves. */
export async function waitForServer(url: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      // A redirect answers too (nginx's plain-HTTP server redirects to HTTPS).
      await fetch(url, { redirect: 'manual' })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`${url} did not answer`)
}
