-------------------------------- MODULE Json ---------------------------------
(* tlapy's Json (natives in misc.py): objects are records, arrays are sequences. *)
LOCAL INSTANCE Sequences
LOCAL INSTANCE FiniteSets
LOCAL INSTANCE TLC
ToJson(value) == ""
ToJsonArray(value) == ""
ToJsonObject(value) == ""
JsonSerialize(absoluteFilename, value) == TRUE
JsonDeserialize(absoluteFilename) == <<>>
ndJsonSerialize(absoluteFilename, value) == TRUE
ndJsonDeserialize(absoluteFilename) == <<>>
=============================================================================
