//! Reading what models write: the summary model's JSON response (C2).
