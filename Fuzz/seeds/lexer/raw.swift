let r = ##"raw "# \##(x) "##
let m = """
  multi \(a) "q"
  """
