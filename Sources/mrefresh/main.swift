print("mrefresh")
