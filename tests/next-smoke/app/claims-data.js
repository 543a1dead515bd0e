// The claims every host of the matrix merges: two players claim the Seer on different days (a
// cross-day counter-claim → both `contested`), a third claims Villager.
const claim = (day, speakerSeat, role, content) => ({
  day,
  phase: "DAY_SPEECH",
  speakerSeat,
  claimType: "role_claim",
  role,
  content,
  source: "summary",
});

export const CLAIMS = [claim(1, 1, "Seer", "I am the Seer"), claim(2, 4, "Seer", "No, I am the Seer"), claim(2, 6, "Villager", "Just a villager")];
